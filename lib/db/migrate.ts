import fs from 'node:fs';
import path from 'node:path';

/**
 * What migrate needs from a driver: multi-statement exec and a parameterised query, on
 * one connection (the advisory lock below is held by the session).
 */
export type SqlRunner = {
  exec(sql: string): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
};

export const MIGRATIONS_DIR = path.join(process.cwd(), 'supabase', 'migrations');

type JournalEntry = { tag: string };

/**
 * Applies the SQL files of supabase/migrations in journal order, each in its own
 * transaction, recording them in app_meta.schema_migrations (outside `public`, so the
 * Data API never exposes it). Works on PGlite and node-postgres alike; drizzle-kit's
 * own migrate cannot load extensions on PGlite.
 */
export async function migrate(runner: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  await runner.exec(`
    CREATE SCHEMA IF NOT EXISTS app_meta;
    CREATE TABLE IF NOT EXISTS app_meta.schema_migrations (
      tag text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    );`);
  // Serialise concurrent migrators (several app instances starting at once).
  await runner.query('SELECT pg_advisory_lock(7310001)');
  try {
    return await applyPending(runner, journal.entries, dir);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(7310001)');
  }
}

async function applyPending(runner: SqlRunner, entries: JournalEntry[], dir: string): Promise<string[]> {
  const applied = new Set(
    (await runner.query('SELECT tag FROM app_meta.schema_migrations')).rows.map((row) => (row as { tag: string }).tag),
  );
  const newlyApplied: string[] = [];
  for (const { tag } of entries) {
    if (applied.has(tag)) continue;
    const body = fs.readFileSync(path.join(dir, `${tag}.sql`), 'utf8').replaceAll('--> statement-breakpoint', '');
    const quotedTag = tag.replaceAll("'", "''");
    await runner.exec(`BEGIN;
      ${body};
      INSERT INTO app_meta.schema_migrations (tag) VALUES ('${quotedTag}') ON CONFLICT DO NOTHING;
      COMMIT;`).catch(async (error: unknown) => {
      await runner.exec('ROLLBACK').catch(() => {});
      throw new Error(`Migration ${tag} failed: ${(error as Error).message}`, { cause: error });
    });
    newlyApplied.push(tag);
  }
  return newlyApplied;
}
