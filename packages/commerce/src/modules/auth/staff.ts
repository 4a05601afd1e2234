import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../db/client.ts';
import type { ApiEnv } from '../../http/context.ts';
import { forbidden } from '../../http/errors.ts';
import { staffMembers, type StaffRole } from './schema.ts';
import { principalOf, requireCustomer } from './http.ts';

/** A publisher may do everything an editor may (issue 5 §9: publishing is the extra right). */
const RANK: Record<StaffRole, number> = { editor: 1, publisher: 2 };

export function roleAllows(held: StaffRole | undefined, needed: StaffRole): boolean {
  return held !== undefined && RANK[held] >= RANK[needed];
}

/** The staff role of a customer, or undefined for a shopper. */
export async function staffRoleOf(db: Database, customerId: string): Promise<StaffRole | undefined> {
  const [row] = await db
    .select({ role: staffMembers.role })
    .from(staffMembers)
    .where(eq(staffMembers.customerId, customerId));
  return row?.role;
}

/** Makes a customer staff (or changes their role): for the seed, tests and operators. */
export async function grantStaffRole(db: Database, customerId: string, role: StaffRole): Promise<void> {
  await db
    .insert(staffMembers)
    .values({ customerId, role })
    .onConflictDoUpdate({ target: staffMembers.customerId, set: { role } });
}

/**
 * Staff-only routes (content editing and preview, issue 5 §4 and §9). Built on requireCustomer,
 * so staff sign in like anyone else: 401 without a valid session, 403 without the role. The role
 * is read on every request, so removing a staff row takes effect at once.
 */
export function requireStaff(role: StaffRole = 'editor'): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await requireCustomer(c, async () => {
      const held = await staffRoleOf(c.get('db'), principalOf(c).customerId);
      if (!roleAllows(held, role)) throw forbidden();
      await next();
    });
  };
}
