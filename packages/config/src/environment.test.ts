import { describe, expect, it } from 'vitest';
import { APP_ENVIRONMENTS, isAppEnvironment, pickByEnvironment } from './environment.ts';

const values = { production: 'prod-id', staging: 'staging-id', development: 'dev-id' };

describe('§9 environment-dependent lookup', () => {
  it('picks the value of the named app environment, on server and client', () => {
    for (const isServer of [true, false]) {
      expect(pickByEnvironment(values, { appEnv: 'production', isServer })).toBe('prod-id');
      expect(pickByEnvironment(values, { appEnv: 'development', isServer })).toBe('dev-id');
      expect(pickByEnvironment(values, { appEnv: 'staging', isServer })).toBe('staging-id');
    }
  });

  it('reads the name case-insensitively', () => {
    expect(pickByEnvironment(values, { appEnv: ' Production ', isServer: true })).toBe('prod-id');
  });

  it('uses staging on the server when the name is missing or unknown', () => {
    expect(pickByEnvironment(values, { isServer: true })).toBe('staging-id');
    expect(pickByEnvironment(values, { appEnv: '', isServer: true })).toBe('staging-id');
    expect(pickByEnvironment(values, { appEnv: 'prod', isServer: true })).toBe('staging-id');
    expect(pickByEnvironment(values, { appEnv: 'constructor', isServer: true })).toBe('staging-id');
  });

  it('uses staging in the browser too: never production by accident', () => {
    expect(pickByEnvironment(values, { isServer: false })).toBe('staging-id');
    expect(pickByEnvironment(values, { appEnv: 'qa', isServer: false })).toBe('staging-id');
  });

  it('uses staging for a known environment that has no value of its own', () => {
    expect(pickByEnvironment(values, { appEnv: 'test', isServer: true })).toBe('staging-id');
    expect(pickByEnvironment({ staging: 1 }, { appEnv: 'production', isServer: false })).toBe(1);
  });

  it('a value may be falsy and is still picked', () => {
    expect(
      pickByEnvironment({ staging: true, production: false }, { appEnv: 'production', isServer: true }),
    ).toBe(false);
  });

  it('knows the four environments', () => {
    expect(APP_ENVIRONMENTS).toEqual(['production', 'staging', 'development', 'test']);
    expect(isAppEnvironment('test')).toBe(true);
    expect(isAppEnvironment('Test')).toBe(false);
  });
});
