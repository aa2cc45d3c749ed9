import { jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@/lib/db/schema';

/** Claims of the built-in session cookie. The role and salon are for routing only. */
export type SessionClaims = { sid: string; sub: string; role: Role; salon: string | null };

const ISSUER = 'salon-booking';

export async function signSessionToken(claims: SessionClaims, expiresAt: Date, secret: Uint8Array): Promise<string> {
  return new SignJWT({ sid: claims.sid, role: claims.role, salon: claims.salon })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

/** The claims of a valid, unexpired token signed with `secret`, else null. */
export async function verifySessionToken(token: string | undefined, secret: Uint8Array): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    const { sid, sub, role, salon } = payload as Record<string, unknown>;
    if (typeof sid !== 'string' || typeof sub !== 'string' || !ROLES.includes(role as Role)) return null;
    return { sid, sub, role: role as Role, salon: typeof salon === 'string' ? salon : null };
  } catch {
    return null;
  }
}
