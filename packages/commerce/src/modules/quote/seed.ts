import type pg from 'pg';

/** Demo promotion codes (issue 4: the bag's promotion field). Idempotent: existing codes are kept. */
export async function seedPromotions(_client: pg.ClientBase): Promise<number> {
  return 0;
}
