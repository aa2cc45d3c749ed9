// The signed-out actions (sign-in, password reset) are not built with authorizedAction: they
// answer in the reader's language themselves, the browser's as on the page they were sent from.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetPasswordAction, signInAction } from '@/features/auth/actions';
import { ROUTE_HEADER } from '@/lib/auth/route-rules';

process.env.AUTH_SECRET ??= 'integration-test-secret-that-is-long-enough-000';

const request = vi.hoisted(() => ({ language: 'en', address: '' }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'accept-language': request.language, 'x-client-address': request.address, [ROUTE_HEADER]: '/login' }),
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {} }),
}));

afterEach(() => {
  request.language = 'en';
});

const unique = () => `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The action's answer for a reader whose browser asks for `language`, from a fresh address. */
async function asReader<T>(language: string, action: () => Promise<T>): Promise<T> {
  request.language = language;
  request.address = `192.0.2.${Math.floor(Math.random() * 250)}-${unique()}`;
  return action();
}

const wrongPassword = () => signInAction({ email: `nobody-${unique()}@example.com`, password: 'wrong-password' }, null);

describe("the sign-in and reset answers, in the reader's language", () => {
  it('a wrong password: Hungarian for a Hungarian browser, the spec’s English for an English one', async () => {
    expect(await asReader('hu-HU,hu;q=0.9', wrongPassword)).toEqual({ ok: false, code: 'INVALID_CREDENTIALS', message: 'Hibás bejelentkezési adatok' });
    expect(await asReader('en-GB,en;q=0.9', wrongPassword)).toEqual({ ok: false, code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
  });

  it('a blank form: the alert and every field message in Hungarian', async () => {
    expect(await asReader('hu', () => signInAction({ email: ' ', password: '' }, null))).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Kérjük, ellenőrizze a kiemelt mezőket, és próbálja újra.',
      fieldErrors: { email: 'Az e-mail-cím megadása kötelező', password: 'A jelszó megadása kötelező' },
    });
  });

  it('a reset link that leads nowhere, in Hungarian', async () => {
    const reset = () => resetPasswordAction({ token: 'f'.repeat(64), password: 'a-good-password', confirm: 'a-good-password' });
    expect(await asReader('hu', reset)).toEqual({ ok: false, code: 'INVALID_LINK', message: 'Ez a link lejárt, vagy már felhasználták. Kérjen újat.' });
  });
});
