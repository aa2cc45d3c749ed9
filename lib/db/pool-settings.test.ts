import { describe, expect, it } from 'vitest';
import { poolSettings } from '@/lib/db/pool-settings';

describe('poolSettings', () => {
  it('bounds every wait by default', () => {
    expect(poolSettings({})).toEqual({
      max: 10,
      connectionTimeoutMillis: 2_000,
      statement_timeout: 5_000,
      query_timeout: 6_000,
      idle_in_transaction_session_timeout: 10_000,
      idleTimeoutMillis: 10_000,
    });
  });

  it('reads each value from its variable; 0 turns a timeout off', () => {
    const settings = poolSettings({
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_QUERY_TIMEOUT_MS: '30000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0',
      DATABASE_IDLE_TIMEOUT_MS: '1000',
    });
    expect(settings).toEqual({
      max: 25,
      connectionTimeoutMillis: 2_000,
      statement_timeout: 0,
      query_timeout: 30_000,
      idle_in_transaction_session_timeout: 0,
      idleTimeoutMillis: 1_000,
    });
  });

  it.each([
    ['DATABASE_QUERY_TIMEOUT_MS', '5s'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '-1'],
    ['DATABASE_POOL_SIZE', '0'],
  ])('refuses %s=%s with a clear message', (variable, value) => {
    expect(() => poolSettings({ [variable]: value })).toThrow(`${variable} must be a whole number`);
  });
});
