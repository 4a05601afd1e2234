// §9: "An environment-dependent lookup picks a value by app environment name, using staging on
// the server." Environment names are passed in: this package never reads process.env.
export const APP_ENVIRONMENTS = ['production', 'staging', 'development', 'test'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export function isAppEnvironment(value: string): value is AppEnvironment {
  return (APP_ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * Our reading of §9:
 * - A known app environment name (case-insensitive, trimmed) with a value for it picks that value.
 * - A known name without a value uses the staging value (the only one every lookup must give).
 * - No name or an unknown name uses staging. The spec states this for the server; we do the same
 *   in the browser, so a build that lost its environment name never uses production values
 *   (consent ids, tracking) outside production by mistake. `isServer` is part of the signature
 *   because the spec singles the server out; it does not change the result.
 */
export function pickByEnvironment<T>(
  values: Partial<Record<AppEnvironment, T>> & { staging: T },
  env: { appEnv?: string; isServer: boolean },
): T {
  const name = env.appEnv?.trim().toLowerCase() ?? '';
  if (isAppEnvironment(name) && Object.hasOwn(values, name)) {
    return values[name] as T;
  }
  return values.staging;
}
