import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffMembers, type StaffRole } from './schema.ts';

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
