import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { signSessionToken, verifySessionToken } from '@/lib/auth/session-token';

const secret = new TextEncoder().encode('a'.repeat(48));
const other = new TextEncoder().encode('b'.repeat(48));
const claims = { sid: 's1', sub: 'u1', role: 'owner' as const, salon: 'salon-1' };
const inAnHour = new Date(Date.now() + 3_600_000);

describe('session token', () => {
  it('round-trips the claims', async () => {
    expect(await verifySessionToken(await signSessionToken(claims, inAnHour, secret), secret)).toEqual(claims);
  });

  it('rejects another key, expiry, tampering, a missing token and alg none', async () => {
    const token = await signSessionToken(claims, inAnHour, secret);
    expect(await verifySessionToken(token, other)).toBeNull();
    expect(await verifySessionToken(await signSessionToken(claims, new Date(Date.now() - 1000), secret), secret)).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'admin', iss: 'salon-booking', exp: 9e9 })).toString('base64url');
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, secret)).toBeNull();
    expect(await verifySessionToken(undefined, secret)).toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forged}.`;
    expect(await verifySessionToken(none, secret)).toBeNull();
  });

  it('rejects a token with an unknown role', async () => {
    const token = await new SignJWT({ sid: 's', role: 'root' }).setProtectedHeader({ alg: 'HS256' }).setSubject('u').setIssuer('salon-booking').setExpirationTime('1h').sign(secret);
    expect(await verifySessionToken(token, secret)).toBeNull();
  });
});
