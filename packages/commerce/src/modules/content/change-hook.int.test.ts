import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api.ts';
import { jsonRequest, registerAndLogin } from '../../testing/accounts.ts';
import { testDatabase } from '../../testing/database.ts';
import { grantStaffRole } from '../auth/staff.ts';

const db = testDatabase();
let changes = 0;
const api = createApi({
  db,
  log: pino({ level: 'silent' }),
  version: 'test',
  onContentChange: () => {
    changes++;
  },
});
afterAll(() => db.$client.end());

describe('issue 5: publishing tells the storefront to drop its cached content', () => {
  it('runs the hook after a publish or unpublish, not after a draft edit or a refused publish', async () => {
    const call = (method: string, path: string, body: unknown, headers: Record<string, string>) =>
      jsonRequest(api, method, `/api/v1${path}`, body, headers);
    const editor = await registerAndLogin(api);
    await grantStaffRole(db, editor.customerId, 'editor');
    const publisher = await registerAndLogin(api);
    await grantStaffRole(db, publisher.customerId, 'publisher');
    const slug = `hook-${Date.now()}`;
    const entry = `/content/entries/page/${slug}`;

    await call(
      'PUT',
      `${entry}?locale=en-GB`,
      { data: { title: 'Hook', slug, body: '<p>x</p>' } },
      editor.bearer,
    );
    expect(changes).toBe(0);
    expect((await call('POST', `${entry}/publish?locale=en-GB`, undefined, editor.bearer)).status).toBe(403);
    expect(changes).toBe(0);
    expect((await call('POST', `${entry}/publish?locale=en-GB`, undefined, publisher.bearer)).status).toBe(
      200,
    );
    expect(changes).toBe(1);
    expect((await call('POST', `${entry}/unpublish?locale=en-GB`, undefined, publisher.bearer)).status).toBe(
      200,
    );
    expect(changes).toBe(2);
  });
});
