import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseUrl, migrateAndSeed, migratedAndSeededPglite, onServer } from './migrate-and-seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL (DATABASE_URL set): the migrated and seeded database each file's own is created from. */
    templateDatabase: string;
    /** PGlite: the migrated and seeded data directory each file's in-memory database starts from. */
    pgliteSnapshot: string;
  }
}

type Prepared = { provide: (project: TestProject) => void; remove: () => Promise<void> };

/**
 * Made once per run for both integration projects and removed after the last: vitest calls this
 * once per project, each with the module loaded afresh, in one process (hence globalThis).
 */
const shared = globalThis as typeof globalThis & { __integrationSetup?: { prepared: Promise<Prepared>; projects: number } };

/**
 * Migrates and seeds once per run; each test file then gets a fresh database of its own made
 * from the result (tests/support/integration-setup.ts), so nothing is shared between files.
 * On PGlite the result is a dumped data directory; on the PostgreSQL at DATABASE_URL it is a
 * template database beside the named one.
 */
export default async function setup(project: TestProject) {
  const run = (shared.__integrationSetup ??= { prepared: prepare(), projects: 0 });
  run.projects += 1;
  const { provide, remove } = await run.prepared;
  provide(project);
  return async () => {
    run.projects -= 1;
    if (run.projects > 0) return;
    // A later run in this process (watch mode) prepares afresh.
    shared.__integrationSetup = undefined;
    await remove();
  };
}

async function prepare(): Promise<Prepared> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `${new URL(url).pathname.slice(1)}_template`;
    await onServer(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await onServer(url, `CREATE DATABASE "${template}"`);
    await migrateAndSeed(databaseUrl(url, template));
    return { provide: (project) => project.provide('templateDatabase', template), remove: () => onServer(url, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`) };
  }
  const dir = mkdtempSync(join(tmpdir(), 'salon-pglite-snapshot-'));
  const file = join(dir, 'seeded.tar');
  writeFileSync(file, await migratedAndSeededPglite());
  return { provide: (project) => project.provide('pgliteSnapshot', file), remove: async () => rmSync(dir, { recursive: true, force: true }) };
}
