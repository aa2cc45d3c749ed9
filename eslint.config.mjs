import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * The house rules of DESIGN §2. Imports flow app → features → components | lib; a feature
 * imports another feature only where FEATURE_USES says so.
 */
const FEATURE_USES = {
  account: ['feeds'],
  analytics: ['services'],
  appointments: ['booking', 'messages', 'services', 'settings'],
  auth: ['messages'],
  booking: ['messages'],
  calendar: [],
  blocks: [],
  clients: ['appointments', 'messages', 'services', 'settings'],
  dashboard: ['appointments', 'blocks', 'calendar', 'messages', 'services', 'settings', 'waitlist'],
  feeds: [],
  messages: ['blocks', 'clients', 'waitlist'],
  salons: [],
  services: ['settings'],
  settings: ['salons'],
  staff: ['auth'],
  waitlist: ['booking', 'messages'],
};
const FEATURES = Object.keys(FEATURE_USES);

/**
 * What a feature's own tests may import besides FEATURE_USES, to set the scene as a user would
 * (book through the booking feature, add a member through staff). Tests that are about several
 * features at once live in tests/cross-feature.
 */
const TEST_SETUP_USES = {
  account: ['appointments', 'staff'],
  appointments: ['analytics'],
  auth: ['staff'],
  blocks: ['appointments', 'booking'],
  booking: ['appointments'],
  dashboard: ['booking'],
  messages: ['account', 'appointments', 'booking', 'settings'],
  services: ['appointments', 'booking'],
  staff: ['account', 'blocks'],
};
const TEST_FEATURE_USES = Object.fromEntries(FEATURES.map((feature) => [feature, [...FEATURE_USES[feature], ...(TEST_SETUP_USES[feature] ?? [])]]));

/** Pure cores: no React, Next, database or server code. */
const PURE = ['./lib/scheduling', './lib/format', './lib/calendar', './lib/validation', './lib/result.ts'];

const zonesFor = (featureUses) => [
  { target: ['./features', './components', './lib', './tests', './e2e', './bench', './scripts', './proxy.ts'], from: './app', message: 'app/ holds routes only: nothing imports it.' },
  { target: ['./components', './lib'], from: './features', message: 'components/ and lib/ never import a feature.' },
  // The page guard renders the shell's refusal screens (access denied, salon picker, failure).
  { target: './lib', from: './components', except: ['./shell', './ui'], message: 'lib/ never imports components.' },
  { target: './lib/!(server)/**', from: './components/**', message: 'lib/ never imports components.' },
  { target: './lib/server/!(page-guard.tsx)', from: './components/**', message: 'Only the page guard renders screens.' },
  { target: PURE, from: ['./lib/db', './lib/server', './lib/auth', './lib/data-internal', './components'], message: 'Pure modules import nothing that touches the server or the database.' },
  {
    target: ['./app/**', './components/**', './lib/!(data-internal)/**', './features/*/!(data)/**', './features/*/*.{ts,tsx}'],
    from: ['./lib/data-internal/**'],
    message: 'lib/data-internal holds unscoped building blocks: only a feature\'s data/ may use them.',
  },
  {
    // The data layers: each feature's data/, lib/data-internal, and the reads the server core needs
    // on every request (sessions, the caller's salon, rate limits).
    // (and the message worker, features/messages/worker.ts, which is the outbox's own process).
    target: ['./app/**', './components/**', './features/*/!(data)/**', './features/!(messages)/*.{ts,tsx}', './features/messages/!(worker).{ts,tsx}', './lib/!(db|data-internal|auth|server)/**', './lib/auth/!(store.ts)', './lib/server/!(salon-profiles.ts|rate-limit.ts)'],
    from: ['./lib/db/client.ts'],
    message: 'Only data layers open the database.',
  },
  {
    // DESIGN §9: the outbox, the sender, the templates and the mail transport are the messages
    // feature's own; others queue through features/messages/queue.ts (the worker is started from
    // features/messages/worker.ts). Public besides: data/messages.ts (the Messages screen's reads)
    // and drafts/ (the staff's own draft e-mails, pure, composed in the appointment dialogs).
    // bench/ measures the internals directly; e2e renders every template to follow its links.
    target: ['./app', './components', './lib', './features/!(messages)/**', './scripts', './tests', './proxy.ts', './instrumentation-node.ts'],
    from: ['./features/messages/{mail-transport.ts,templates/**,data/!(messages.ts)}'],
    message: 'Other features queue messages through features/messages/queue.ts only.',
  },
  ...FEATURES.map((feature) => ({
    target: `./features/${feature}`,
    from: FEATURES.filter((other) => other !== feature && !featureUses[feature].includes(other)).map((other) => `./features/${other}`),
    message: `features/${feature} may import only these features: ${featureUses[feature].join(', ') || 'none'} (eslint.config.mjs, FEATURE_USES${featureUses === FEATURE_USES ? '' : ' and, in tests, TEST_SETUP_USES'}).`,
  })),
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // import/no-cycle follows our own modules only: parsing node_modules took 87% of the lint.
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: zonesFor(FEATURE_USES) }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: zonesFor(TEST_FEATURE_USES) }] },
  },
  {
    files: ['features/*/components/**', 'components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ group: ['@/features/*/data/*', '@/lib/db/*', '@/lib/data-internal/*', '@/lib/server/*', '!@/lib/server/roles'], message: 'Components never import data: the page passes it down (types only).', allowTypeImports: true }],
      }],
    },
  },
  {
    files: ['lib/{scheduling,format,calendar,validation}/**', 'lib/result.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', 'next', 'next/*', 'server-only', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'], message: 'Pure modules import no React, Next or database code: the browser and the server both use them.' }] }],
    },
  },
  globalIgnores(['**/.next/**', '.data/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**']),
]);
