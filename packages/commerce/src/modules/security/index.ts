// What proves who is who, below auth and the account (decision 0062): the server's signing keys,
// the attempt limits that hold across instances, the password rules, and the request fields that
// carry an email or a password.
export { hashToken, hmac, randomToken, safeEqual, signingKeys, type SigningKeys } from './keys.ts';
export {
  assertUnderLimit,
  consume,
  countOf,
  LIMITS,
  limitPoints,
  record,
  refund,
  resetLimit,
  tryConsume,
  type LimitName,
} from './limits.ts';
export {
  assertAcceptablePassword,
  burnVerification,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  verifyPassword,
} from './passwords.ts';
export { withPasswordCheck } from './password-check.ts';
export { Email, Password } from './fields.ts';
export { deleteExpiredLimits } from './expired.ts';
