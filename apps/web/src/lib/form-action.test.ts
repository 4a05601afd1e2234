import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { formAction } = await import('./form-action');

describe('formAction', () => {
  const withState = formAction(async (previous: { n: number }, form: FormData) => ({
    previous,
    email: form.get('email'),
  }));
  const formOnly = formAction(async (form: FormData) => [...form.keys()]);

  it('hands the action the form and the state it was sent', async () => {
    const form = new FormData();
    form.set('email', 'ava@example.com');
    expect(await withState({ n: 1 }, form)).toEqual({ previous: { n: 1 }, email: 'ava@example.com' });
  });

  it('reads whatever is not a form as an empty one, so the action refuses it as incomplete', async () => {
    const call = withState as unknown as (...args: unknown[]) => Promise<unknown>;
    expect(await call(null, 'email=a')).toEqual({ previous: null, email: null });
    expect(await call()).toEqual({ previous: undefined, email: null });
    expect(
      await (formOnly as unknown as (...args: unknown[]) => Promise<unknown>)({ email: 'a' }, 7),
    ).toEqual([]);
  });
});
