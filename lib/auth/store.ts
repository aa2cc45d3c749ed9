import 'server-only';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { authAccounts, authSessions, passwordResets, salons, users, type Role } from '@/lib/db/schema';
import { SignUpStepError, type AuthErrorCode } from './result';
import { DEFAULT_OPENING_HOURS } from '@/lib/scheduling/opening-hours';
import { isReservedSlug, slugAlternatives, slugify } from '@/lib/validation/salon';
import { classifyDbError } from '@/lib/server/db-errors';
import type { Locale } from '@/lib/i18n/locale';

/** The signed-in user as the server sees it: always read fresh from `users`. */
export type Profile = {
  id: string;
  email: string;
  fullName: string | null;
  role: Role;
  salonId: string | null;
  salonName: string | null;
  /** Signed in with a one-time password an owner handed over: must choose their own first. */
  mustChangePassword: boolean;
  /** The language chosen on /account, else null. */
  language: Locale | null;
  /** Their salon's default language (null for an admin without a salon). */
  salonLanguage: Locale | null;
};


/**
 * The profile of `userId` with its salon's name (spec point 7: users by id, single row); null
 * when there is no row. A database that cannot answer throws within the pool's timeouts.
 */
export async function readProfile(userId: string): Promise<Profile | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      role: users.role,
      salonId: users.salonId,
      salonName: salons.name,
      mustChangePassword: users.mustChangePassword,
      language: users.language,
      salonLanguage: salons.defaultLanguage,
    })
    .from(users)
    .leftJoin(salons, eq(salons.id, users.salonId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Built-in credentials for an e-mail (compared case-insensitively). */
export async function findCredentials(email: string): Promise<{ userId: string; passwordHash: string } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ userId: authAccounts.userId, passwordHash: authAccounts.passwordHash })
    .from(authAccounts)
    .where(sql`lower(${authAccounts.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function emailIsRegistered(email: string): Promise<boolean> {
  const db = await getDb();
  const { rows } = await db.execute<{ taken: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM users WHERE lower(email) = ${email.toLowerCase()})
        OR EXISTS (SELECT 1 FROM auth_accounts WHERE lower(email) = ${email.toLowerCase()}) AS taken`);
  return Boolean(rows[0]?.taken);
}

/** A new built-in session row. */
export async function createSession(userId: string, expiresAt: Date, tx?: Tx): Promise<string> {
  const db = tx ?? (await getDb());
  const [row] = await db.insert(authSessions).values({ userId, expiresAt }).returning({ id: authSessions.id });
  return row.id;
}

/** Whether session `sid` of `userId` exists, is not revoked and has not expired. A database that cannot answer throws. */
export async function sessionIsActive(sid: string, userId: string, now = new Date()): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sid), eq(authSessions.userId, userId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

export async function revokeSession(sid: string): Promise<void> {
  const db = await getDb();
  await db.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.id, sid), isNull(authSessions.revokedAt)));
}

export type NewOwner = {
  email: string;
  fullName: string;
  salonName: string;
  /** The auth user's id (Supabase); generated when absent (built-in). */
  userId?: string;
  /** Built-in only: the credentials to store with the profile. */
  passwordHash?: string;
};

/** Runs one sign-up step; a failure becomes that step's spec code (a duplicate e-mail, USER_EXISTS). */
async function step<T>(code: AuthErrorCode, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const duplicateEmail = classifyDbError(error) === 'unique' && (code === 'PROFILE_CREATE_ERROR' || code === 'SIGN_UP_ERROR');
    throw new SignUpStepError(duplicateEmail ? 'USER_EXISTS' : code, { cause: error });
  }
}

/**
 * A slug for a new salon: slugify(name), else its alternatives, else a random suffix. Reserved
 * slugs (the static /book/demo and /book/manage routes) are skipped like taken ones: 'Demo' gets 'demo-2'.
 */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'salon';
  const candidates = [base, ...slugAlternatives(base)].filter((slug) => !isReservedSlug(slug));
  const taken = await tx
    .select({ slug: salons.customSubdomain })
    .from(salons)
    .where(inArray(salons.customSubdomain, candidates));
  const takenSet = new Set(taken.map((row) => row.slug));
  return candidates.find((slug) => !takenSet.has(slug)) ?? `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

/**
 * Sign-up in one transaction: the salon, the `owner` profile linked to it and (built-in) the
 * credentials, plus whatever `afterCreate` adds (the first session). Any failure rolls back
 * everything and is thrown as a SignUpStepError with the failing step's code.
 */
export async function createOwnerWithSalon<T>(
  owner: NewOwner,
  afterCreate: (tx: Tx, userId: string, salonId: string) => Promise<T>,
): Promise<{ userId: string; salonId: string; extra: T }> {
  const db = await getDb();
  try {
    return await db.transaction(async (tx) => {
      const userId = owner.userId ?? crypto.randomUUID();
      const salonId = await step('SALON_CREATE_ERROR', async () => {
        const [salon] = await tx
          .insert(salons)
          .values({
            name: owner.salonName,
            customSubdomain: await freeSlug(tx, owner.salonName),
            openingHours: DEFAULT_OPENING_HOURS,
            isActive: true,
          })
          .returning({ id: salons.id });
        return salon.id;
      });
      await step('PROFILE_CREATE_ERROR', () =>
        tx.insert(users).values({ id: userId, email: owner.email, fullName: owner.fullName, role: 'owner', salonId }),
      );
      if (owner.passwordHash) {
        const passwordHash = owner.passwordHash;
        await step('SIGN_UP_ERROR', () => tx.insert(authAccounts).values({ userId, email: owner.email, passwordHash }));
      }
      const extra = await step('SIGNUP_PROCESS_ERROR', () => afterCreate(tx, userId, salonId));
      return { userId, salonId, extra };
    });
  } catch (error) {
    throw error instanceof SignUpStepError ? error : new SignUpStepError('SIGNUP_PROCESS_ERROR', { cause: error });
  }
}

/** A salon member an owner adds (staff area): the profile and, built-in, the credentials. The member chooses their own password at first sign-in. */
export type NewMember = {
  email: string;
  fullName: string;
  role: 'owner' | 'staff';
  salonId: string;
  /** The auth user's id (Supabase); generated when absent (built-in). */
  userId?: string;
  /** Built-in only: the one-time password's hash. */
  passwordHash?: string;
};

/**
 * The member's profile and (built-in) credentials in one transaction. A taken e-mail throws
 * the unique violation (23505); a salon that does not exist, the foreign-key one (23503).
 */
export async function createMemberProfile(member: NewMember): Promise<string> {
  const db = await getDb();
  const userId = member.userId ?? crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id: userId, email: member.email, fullName: member.fullName, role: member.role, salonId: member.salonId, mustChangePassword: true });
    if (member.passwordHash) await tx.insert(authAccounts).values({ userId, email: member.email, passwordHash: member.passwordHash });
  });
  return userId;
}

/**
 * The password of `userId` changed (chosen, reset through a link, or handed over by an owner):
 * every unused reset link of the account stops working, so a link asked for before the change
 * cannot undo it, and of several links one use voids the rest.
 */
async function voidResetLinks(tx: Tx, userId: string): Promise<void> {
  await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Built-in: a new password for `userId` (stored or replaced); every session and reset link of theirs ends. */
export async function replacePassword(userId: string, passwordHash: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) return;
    await tx
      .insert(authAccounts)
      .values({ userId, email: user.email, passwordHash })
      .onConflictDoUpdate({ target: authAccounts.userId, set: { passwordHash } });
    await tx.update(authSessions).set({ revokedAt: new Date() }).where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
    await voidResetLinks(tx, userId);
  });
}

/** After an owner handed `userId` a new one-time password: they choose their own at next sign-in. */
export async function requirePasswordChange(userId: string): Promise<void> {
  const db = await getDb();
  await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
}

/**
 * The user chose their own password (on /account or through a reset link): (built-in) the new
 * hash is stored and every other session of theirs ends; every unused reset link is voided and
 * the one-time password flag is cleared, all in one transaction (`tx`, when given).
 */
export async function storeChosenPassword(userId: string, change: { passwordHash?: string; keepSessionId?: string }, tx?: Tx): Promise<void> {
  if (!tx) return (await getDb()).transaction((own) => storeChosenPassword(userId, change, own));
  if (change.passwordHash) {
    await tx.update(authAccounts).set({ passwordHash: change.passwordHash }).where(eq(authAccounts.userId, userId));
    const others = change.keepSessionId ? ne(authSessions.id, change.keepSessionId) : undefined;
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt), others));
  }
  await voidResetLinks(tx, userId);
  await tx.update(users).set({ mustChangePassword: false }).where(eq(users.id, userId));
}
