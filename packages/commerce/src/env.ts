import path from 'node:path';
import { parseHostMap } from '@vitrine/config';
import { z } from 'zod';

/**
 * The one place environment variables are read. Every variable is validated at start-up so a
 * typo fails fast with a message naming the variable, instead of surfacing as a 500 later.
 * docs/operations/configuration.md lists them; keep the two in step.
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    APP_ENV: z.enum(['development', 'test', 'staging', 'production']).default('development'),
    /** External PostgreSQL; when absent an embedded server is started under DATA_DIR. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// connection URL')
      .optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    DATA_DIR: z.string().min(1).default('.data'),
    /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
    EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    /** Products seeded into an empty database on first start. */
    SEED_PRODUCTS: z.coerce.number().int().min(0).max(1_000_000).default(2000),
    SEED_ON_START: booleanFlag.default(true),
    /** subpath: every store on one host under its prefix (/fr, /ae-ar...). host: STORE_HOSTS picks by host (§9). */
    STORE_ROUTING: z.enum(['subpath', 'host']).default('subpath'),
    /** JSON array of §3.2 store entries {hostName, requiredNextLocale, requiredCurrency?, localeValue}. */
    STORE_HOSTS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        try {
          parseHostMap(value);
        } catch (err) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a JSON array of store entries (${(err as Error).message})`,
          });
        }
      }),
    BRAND: z.enum(['vitrine', 'boohooman']).default('vitrine'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Absolute origin used in canonical links and emails, e.g. https://www.example.com. */
    PUBLIC_ORIGIN: z.url().optional(),
  })
  .refine((env) => env.STORE_ROUTING !== 'host' || Boolean(env.STORE_HOSTS), {
    path: ['STORE_HOSTS'],
    message: 'is required when STORE_ROUTING=host',
    // Report this alongside any other bad variable, not only once the rest is valid.
    when: () => true,
  });

export type Env = z.infer<typeof envSchema> & { dataDir: string; mediaDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws ConfigError listing every bad variable at once. */
export function loadEnv(source: Record<string, string | undefined> = process.env, cwd = process.cwd()): Env {
  // Empty strings mean "not set": shells and .env files produce them for blank values.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.') || '(environment)';
      const value = typeof issue.path[0] === 'string' ? cleaned[issue.path[0]] : undefined;
      return `  ${name}: ${issue.message}${value === undefined ? '' : ` (got ${JSON.stringify(value)})`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(cwd, parsed.data.DATA_DIR);
  return { ...parsed.data, dataDir, mediaDir: path.join(dataDir, 'media') };
}

let cached: Env | undefined;
/** The process environment, parsed once. */
export function env(): Env {
  cached ??= loadEnv();
  return cached;
}
