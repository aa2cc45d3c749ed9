import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from './password';

describe('scryptCost', () => {
  it('is 2^15 outside tests, whatever AUTH_TEST_SCRYPT_N says', () => {
    expect(scryptCost({ NODE_ENV: 'production', AUTH_TEST_SCRYPT_N: '1024' })).toBe(32768);
    expect(scryptCost({ AUTH_TEST_SCRYPT_N: '1024' })).toBe(32768);
  });

  it('takes AUTH_TEST_SCRYPT_N under NODE_ENV=test, else 2^15', () => {
    expect(scryptCost({ NODE_ENV: 'test', AUTH_TEST_SCRYPT_N: '1024' })).toBe(1024);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(32768);
    expect(() => scryptCost({ NODE_ENV: 'test', AUTH_TEST_SCRYPT_N: 'cheap' })).toThrow('AUTH_TEST_SCRYPT_N');
  });
});

describe('hashPassword', () => {
  it('names its cost, so a hash verifies whatever the cost is now', async () => {
    const hash = await hashPassword('a-good-password');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${scryptCost()}\\$8\\$1\\$`));
    expect(await verifyPassword('a-good-password', hash)).toBe(true);
    expect(await verifyPassword('a-wrong-password', hash)).toBe(false);
  });
});
