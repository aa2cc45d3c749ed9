import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';

// The tests need password hashes, not their cost: scrypt at N=1024 (~1 ms) instead of 2^15
// (~100 ms) for the seed and every sign-in and sign-up (lib/auth/password.ts, read only under
// NODE_ENV=test). Set here, so the global setup's seed and every test process get it.
process.env.AUTH_TEST_SCRYPT_N ??= '1024';

const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@': root,
  // `server-only` throws outside the React server bundle; tests run server code directly.
  'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
};

/** Tests live beside what they prove (DESIGN §2, §7); tests that cross features (matrices, hostile input) in tests/cross-feature. */
const TEST_ROOTS = '{app,features,components,lib,tests/cross-feature}';

/**
 * Integration files that mock modules, spy on them or change the environment the others read:
 * each keeps a fresh module graph of its own. The others share their worker's modules (each
 * still gets a fresh database, tests/support/integration-setup.ts): re-importing the app for
 * every file was a third of the integration run (PGlite 569 s -> 337 s, PostgreSQL 429 s -> 241 s,
 * side by side; green with the files shuffled).
 */
const ISOLATED = [
  'features/auth/actions.int.test.ts',
  'features/dashboard/load-dashboard.int.test.ts',
  'lib/auth/hashing-gate.int.test.ts',
  'lib/db/directory-lock.int.test.ts',
  'tests/cross-feature/auth-supabase.int.test.ts',
  'tests/cross-feature/client-erasure.int.test.ts',
  'tests/cross-feature/database-down.int.test.ts',
  'tests/cross-feature/hostile-input.int.test.ts',
  'tests/cross-feature/ipv6-rate-limit.int.test.ts',
  'tests/cross-feature/pool-busy.int.test.ts',
];

const integration: InlineConfig = {
  environment: 'node',
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/integration-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // PGlite takes ~600 MB per instance: keep the number of parallel files low.
  maxWorkers: 2,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Unit tests hold no state between files (they pass shuffled), so a worker keeps the modules
        // it has loaded: ~13 s of CPU instead of ~72 s, nearly all of it spent re-importing.
        test: { name: 'unit', include: [`${TEST_ROOTS}/**/*.test.{ts,tsx}`], exclude: ['**/*.int.test.ts'], environment: 'node', isolate: false },
      },
      { resolve: { alias }, test: { ...integration, name: 'integration', include: [`${TEST_ROOTS}/**/*.int.test.ts`], exclude: ISOLATED, isolate: false } },
      { resolve: { alias }, test: { ...integration, name: 'integration-isolated', include: ISOLATED } },
    ],
  },
});
