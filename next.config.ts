import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { LOCALES } from './lib/i18n/locale';

// The Content-Security-Policy is set per response by proxy.ts (it carries a fresh nonce).
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the tree with tsc first and sets this for its builds (the first-run
  // check's two); any other build, `npm run app` included, checks the types itself.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIPS_TYPECHECK === '1' },
  // forbidden() in the guarded layouts: a refused role gets 403 (app/forbidden.tsx).
  experimental: { authInterrupts: true },
  // PGlite loads its WASM and data files from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Forms strip markup with the browser's own parser; htmlparser2 stays on the server.
  turbopack: {
    resolveAlias: { '@/lib/validation/markup-text': { browser: './lib/validation/markup-text.browser.ts' } },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // A private manage link (its page, calendar file and stop link) never leaves in a Referer: the later rule wins.
      { source: '/book/manage/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
};

// Visitor pages in English and Hungarian (i18n/request.ts); the catalogues are compiled at
// build time, so the browser gets no message parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: [...LOCALES], precompile: true } },
});

export default withNextIntl(nextConfig);
