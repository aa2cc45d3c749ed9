import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

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
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: [`${TEST_ROOTS}/**/*.int.test.ts`],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          setupFiles: ['tests/support/integration-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite takes ~600 MB per instance: keep the number of parallel files low.
          maxWorkers: 2,
        },
      },
    ],
  },
});
