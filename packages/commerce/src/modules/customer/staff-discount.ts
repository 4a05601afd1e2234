import { BRANDS, deploymentBrand } from '@vitrine/config';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DomainError } from '../../kernel/errors.ts';
import { consume, hmac, safeEqual, signingKeys } from '../security/index.ts';
import { normaliseEmail, type Principal, type StoreLink } from '../../kernel/identity.ts';
import { queueMail } from '../mail/index.ts';
import { customers } from './schema.ts';

/** §6 staff discount: a link to a work mailbox proves the customer works for the brand. */
export const STAFF_LINK_MINUTES = 24 * 60;

interface StaffClaim {
  customerId: string;
  workEmail: string;
  expiresAt: number;
}

const brandDomains = () => BRANDS[deploymentBrand()].staffEmailDomains;

async function sign(db: Database, claim: StaffClaim): Promise<string> {
  const payload = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${payload}.${hmac((await signingKeys(db)).links, `staff:${payload}`)}`;
}

async function readToken(db: Database, token: string): Promise<StaffClaim> {
  const [payload, sig] = token.split('.');
  if (!payload || !sig || token.length > 1000) throw new DomainError('LINK_INVALID');
  if (!safeEqual(hmac((await signingKeys(db)).links, `staff:${payload}`), sig))
    throw new DomainError('LINK_INVALID');
  const claim = JSON.parse(Buffer.from(payload, 'base64url').toString()) as StaffClaim;
  if (claim.expiresAt < Date.now()) throw new DomainError('LINK_INVALID');
  return claim;
}

/** Sends the verification link to a work address of one of the brand's domains. */
export async function requestStaffVerification(
  db: Database,
  principal: Principal,
  workEmail: string,
  link: StoreLink,
): Promise<void> {
  const email = normaliseEmail(workEmail);
  const domain = email.split('@')[1] ?? '';
  if (!brandDomains().includes(domain)) {
    throw new DomainError('STAFF_EMAIL_INVALID', {}, { workEmail: 'email_invalid' });
  }
  const [row] = await db.select().from(customers).where(eq(customers.id, principal.customerId));
  if (!row) throw new DomainError('SESSION_EXPIRED');
  await consume(db, 'emailsPerAccount', `staff:${row.id}`);
  const token = await sign(db, {
    customerId: row.id,
    workEmail: email,
    expiresAt: Date.now() + STAFF_LINK_MINUTES * 60_000,
  });
  await queueMail(db, {
    to: email,
    locale: row.storeLocale,
    message: {
      template: 'staff-discount-verify',
      data: {
        firstName: row.firstName,
        verifyUrl: link(`/customer/account/staff-discount?token=${encodeURIComponent(token)}`),
        expiresMinutes: STAFF_LINK_MINUTES,
      },
    },
  });
}

/** §7.3 GET staff-discount/verify?token=: the signed link sets the account's staff-discount flag. */
export async function verifyStaff(db: Database, token: string): Promise<{ staffDiscount: true }> {
  let claim: StaffClaim;
  try {
    claim = await readToken(db, token);
  } catch (err) {
    if (err instanceof DomainError) throw err;
    throw new DomainError('LINK_INVALID');
  }
  const updated = await db
    .update(customers)
    .set({ staffDiscount: true, staffEmail: claim.workEmail, updatedAt: new Date() })
    .where(eq(customers.id, claim.customerId))
    .returning({ id: customers.id });
  if (updated.length === 0) throw new DomainError('LINK_INVALID');
  return { staffDiscount: true };
}
