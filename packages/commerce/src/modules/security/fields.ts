import { z } from '@hono/zod-openapi';
import { PASSWORD_MAX_LENGTH } from './passwords.ts';

// Request fields shared by the auth and customer routes. Bounds are generous so an oversized
// field is a 400 before any work (argon2 never sees a megabyte).
export const Email = z.string().trim().min(3).max(254).email().openapi({ example: 'ava@example.com' });
export const Password = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4)
  .openapi({ example: 'correct horse battery' });
