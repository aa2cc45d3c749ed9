import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { inline, type Bind } from '@/lib/db/statement-binding';

export type RateLimitRule = {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
  /** After the limit is passed, refuse for this long (defaults to the rest of the window). */
  lockMs?: number;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts one hit for (bucket, key) in a fixed window kept in Postgres, so that every app
 * instance shares the count. One atomic upsert per call.
 */
export async function hitRateLimit(bucket: string, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const db = await getDb();
  const { rows } = await db.execute<RateLimitHit>(rateLimitHitSql(bucket, key, now.toISOString(), windowStartOf(rule, now)));
  return rateLimitVerdict(bucket, key, rule, now, rows[0]);
}

/** What rateLimitHitSql returns. */
export type RateLimitHit = { hits: number; lockedUntil: Date | string | null };

/** When a window that is over began at the latest, for rateLimitHitSql. */
export const windowStartOf = (rule: RateLimitRule, now: Date) => new Date(now.getTime() - rule.windowMs).toISOString();

/**
 * hitRateLimit's upsert, for a statement of its own or a caller's CTE (the booking's first
 * statement, a prepared one: the arguments may be placeholders): one hit for (bucket, key) at
 * `now` (an ISO instant), in a fresh window when the last began at `windowStart` or before and
 * no lock holds. Returns RateLimitHit's columns.
 */
export function rateLimitHitSql(bucket: unknown, key: unknown, now: unknown, windowStart: unknown): SQL {
  const fresh = sql`r.window_start <= ${windowStart}::timestamptz AND (r.locked_until IS NULL OR r.locked_until <= ${now}::timestamptz)`;
  return sql`INSERT INTO rate_limits AS r (bucket, key, window_start, hits)
    VALUES (${bucket}::text, ${key}::text, ${now}::timestamptz, 1)
    ON CONFLICT (bucket, key) DO UPDATE SET
      hits = CASE WHEN ${fresh} THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN ${fresh} THEN ${now}::timestamptz ELSE r.window_start END,
      locked_until = CASE WHEN r.locked_until > ${now}::timestamptz THEN r.locked_until ELSE NULL END
    RETURNING hits, locked_until AS "lockedUntil"`;
}

/** What a counted hit decides: allowed within the limit; past it refused, and the first hit past it locks (bucket, key) for the rule's lock. */
export async function rateLimitVerdict(bucket: string, key: string, rule: RateLimitRule, now: Date, { hits, lockedUntil: locked }: RateLimitHit): Promise<RateLimitResult> {
  const lockedUntil = locked ? new Date(locked) : null;
  if (lockedUntil && lockedUntil > now) return { allowed: false, retryAfterMs: lockedUntil.getTime() - now.getTime() };
  if (hits <= rule.limit) return { allowed: true };
  const lockUntil = new Date(now.getTime() + (rule.lockMs ?? rule.windowMs));
  const db = await getDb();
  await db.execute(sql`UPDATE rate_limits SET locked_until = ${lockUntil.toISOString()} WHERE bucket = ${bucket} AND key = ${key}`);
  return { allowed: false, retryAfterMs: lockUntil.getTime() - now.getTime() };
}

/**
 * A quota as part of another statement (a data-modifying CTE body: data-modifying statements may
 * not nest, so the caller names it in its own WITH): counts one hit for (bucket, key) in the
 * rule's fixed window and returns one row while the count stays within `limit`, none past it
 * (a hit past the limit counts nothing). `limit` may be an SQL expression (a salon's setting),
 * read by the same statement. `only` (SQL naming an earlier CTE) counts the hit only when
 * that CTE returned a row. Concurrent hits queue on the counter row, so the count is exact.
 * `bind` (statement-binding.ts) names its values `as`_… for a prepared statement.
 */
export function quotaHitSql(bucket: string, key: string, limit: number | SQL, windowMs: number, now: Date, only?: SQL, { bind = inline, as = 'quota' }: { bind?: Bind; as?: string } = {}): SQL {
  const at = bind(`${as}_at`, now.toISOString());
  const expired = sql`r.window_start <= ${bind(`${as}_window`, new Date(now.getTime() - windowMs).toISOString())}::timestamptz`;
  return sql`INSERT INTO rate_limits AS r (bucket, key, window_start, hits)
    SELECT ${bind(`${as}_bucket`, bucket)}, ${bind(`${as}_key`, key)}, ${at}::timestamptz, 1 ${only ? sql`FROM ${only}` : sql``}
    ON CONFLICT (bucket, key) DO UPDATE SET
      hits = CASE WHEN ${expired} THEN 1 ELSE r.hits + 1 END,
      window_start = CASE WHEN ${expired} THEN ${at}::timestamptz ELSE r.window_start END
    WHERE ${expired} OR r.hits < ${typeof limit === 'number' ? bind(`${as}_limit`, limit) : limit}
    RETURNING 1`;
}

/** Forgets the count for (bucket, key), e.g. after a successful sign-in. */
export async function resetRateLimit(bucket: string, key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`DELETE FROM rate_limits WHERE bucket = ${bucket} AND key = ${key}`);
}

/**
 * (bucket, key) as it stands under `rule`, without counting a hit: whether it is locked right
 * now, and its hits in the current window (0 when the window is over).
 */
export async function readRateLimit(bucket: string, key: string, rule: Pick<RateLimitRule, 'windowMs'>, now = new Date()): Promise<{ locked: boolean; hits: number }> {
  const db = await getDb();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const { rows } = await db.execute<{ locked: boolean; hits: number }>(sql`
    SELECT coalesce(locked_until > ${now.toISOString()}, false) AS locked,
           CASE WHEN window_start > ${windowStart.toISOString()} OR locked_until > ${now.toISOString()} THEN hits ELSE 0 END AS hits
      FROM rate_limits WHERE bucket = ${bucket} AND key = ${key}`);
  return { locked: Boolean(rows[0]?.locked), hits: Number(rows[0]?.hits ?? 0) };
}
