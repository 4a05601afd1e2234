import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { DomainError } from '../../kernel/errors.ts';

/**
 * argon2id with OWASP's recommended minimum settings (memory, passes and lanes below): its cost per
 * login is what login throughput pays for (decision 0009). Stored as a PHC string, so raising the
 * cost later only needs rehash-on-login.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/**
 * Longer passwords are refused, never cut short: argon2 takes any length, but a megabyte-long
 * password is a cheap way to burn our CPU.
 */
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common' | 'contains_email';

// The most common passwords (zxcvbn-ts's ranked list, ~49k entries) that pass the length rule.
const COMMON = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
    .map((p) => p.toLowerCase()),
);

/** Why a new password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string, email?: string): PasswordProblem | undefined {
  // Length in code points, so an emoji counts as one character the way a shopper sees it.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (COMMON.has(password.toLowerCase())) return 'too_common';
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase() === local) return 'contains_email';
  return undefined;
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH * 4) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing in particular, verified when the email is unknown so that "no such account"
 * takes as long as "wrong password" and the timing does not reveal who has an account.
 */
let dummy: Promise<string> | undefined;
export async function burnVerification(password: string): Promise<void> {
  dummy ??= hashPassword('not a real password, only spends the same time');
  await verifyPassword(await dummy, password);
}

/** Throws the localised refusal for a password the rules of issue 7 refuse. */
export function assertAcceptablePassword(password: string, email?: string): void {
  const problem = passwordProblem(password, email);
  if (problem)
    throw new DomainError('PASSWORD_REJECTED', { reason: problem }, { password: `password_${problem}` });
}
