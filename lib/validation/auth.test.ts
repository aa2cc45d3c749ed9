import { describe, it, expect } from 'vitest';
import { serverMessages } from '@/lib/i18n/server-messages';
import { loginSchema, signUpSchema } from '@/lib/validation/auth';

const english = serverMessages('en');

const messagesOf = (schema: typeof loginSchema | typeof signUpSchema, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string> = {};
  for (const issue of result.error.issues) byField[String(issue.path[0])] ??= english(issue.message);
  return byField;
};

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(messagesOf(loginSchema, { email: ' ', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messagesOf(loginSchema, {})).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('normalises the e-mail but never the password', () => {
    expect(loginSchema.parse({ email: ' Owner@Salon.HU ', password: ' secret ' })).toEqual({
      email: 'owner@salon.hu',
      password: ' secret ',
    });
  });

  it('limits the password to 128 characters', () => {
    expect(loginSchema.safeParse({ email: 'a@b.hu', password: 'p'.repeat(128) }).success).toBe(true);
    expect(messagesOf(loginSchema, { email: 'a@b.hu', password: 'p'.repeat(129) })).toEqual({
      password: 'Password must be at most 128 characters',
    });
  });
});

describe('signUpSchema', () => {
  const valid = { email: 'new@salon.hu', password: '12345678', fullName: 'Kovács Éva', salonName: 'Éva Szalon' };

  it('accepts a valid sign-up', () => {
    expect(signUpSchema.parse(valid)).toEqual(valid);
  });

  it('checks each field', () => {
    expect(
      messagesOf(signUpSchema, { email: 'nope', password: '1234567', fullName: 'x'.repeat(101), salonName: '  ' }),
    ).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      fullName: 'Full name must be at most 100 characters',
      salonName: 'Salon name is required',
    });
    expect(messagesOf(signUpSchema, { ...valid, password: 'p'.repeat(129), salonName: 's'.repeat(101) })).toEqual({
      password: 'Password must be at most 128 characters',
      salonName: 'Salon name must be at most 100 characters',
    });
    expect(signUpSchema.safeParse({ ...valid, fullName: 'x'.repeat(100), salonName: 's'.repeat(100) }).success).toBe(true);
  });
});
