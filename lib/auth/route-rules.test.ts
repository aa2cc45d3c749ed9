import { describe, expect, it } from 'vitest';
import {
  decideRoute,
  describeRoles,
  GUARDED_ROUTES,
  isPublicPath,
  loginUrl,
  safeNextPath,
  type RouteDecision,
  type RouteUser,
} from '@/lib/auth/route-rules';

const visitors: Record<string, RouteUser | null> = {
  'signed out': null,
  staff: { role: 'staff' },
  owner: { role: 'owner' },
  admin: { role: 'admin' },
  // Route rules do not depend on the salon; tenancy is checked where data is read.
  'owner of another salon': { role: 'owner' },
  'user without a profile': { role: null },
};

const allow: RouteDecision = { kind: 'allow' };
const to = (path: string): RouteDecision => ({ kind: 'redirect', to: path });
const deny = (...requiredRoles: string[]): RouteDecision => ({ kind: 'deny', requiredRoles } as RouteDecision);
const login = (path: string) => to(`/login?next=${encodeURIComponent(path)}`);

type Row = Record<keyof typeof visitors, RouteDecision>;
const row = (signedOut: RouteDecision, staff: RouteDecision, owner: RouteDecision, admin: RouteDecision, none: RouteDecision): Row => ({
  'signed out': signedOut,
  staff,
  owner,
  admin,
  'owner of another salon': owner,
  'user without a profile': none,
});

const ALL = ['admin', 'owner', 'staff'];
const ADMIN_OWNER = ['admin', 'owner'];

// Every route of spec points 2 and 6 × every kind of visitor.
const matrix: Record<string, Row> = {
  '/login': row(allow, to('/'), to('/'), to('/admin'), to('/')),
  '/signup': row(allow, to('/'), to('/'), to('/admin'), to('/')),
  '/book-luxury': row(allow, allow, allow, allow, allow),
  '/book/demo': row(allow, allow, allow, allow, allow),
  '/book/studio-nord': row(allow, allow, allow, allow, allow),
  '/': row(to('/login'), allow, allow, to('/admin'), deny(...ALL)),
  '/simple-dashboard': row(login('/simple-dashboard'), allow, allow, allow, deny(...ALL)),
  '/salon-dashboard': row(login('/salon-dashboard'), allow, allow, allow, deny(...ALL)),
  '/admin': row(login('/admin'), deny('admin'), deny('admin'), allow, deny('admin')),
  '/admin/salons': row(login('/admin/salons'), deny('admin'), deny('admin'), allow, deny('admin')),
  '/admin/services': row(login('/admin/services'), deny(...ADMIN_OWNER), allow, allow, deny(...ADMIN_OWNER)),
  '/admin/staff': row(login('/admin/staff'), deny(...ADMIN_OWNER), allow, allow, deny(...ADMIN_OWNER)),
  '/admin/appointments': row(login('/admin/appointments'), allow, allow, allow, deny(...ALL)),
  '/admin/clients': row(login('/admin/clients'), allow, allow, allow, deny(...ALL)),
  '/admin/clients/[clientId]': row(login('/admin/clients/[clientId]'), allow, allow, allow, deny(...ALL)),
  '/admin/clients/0b5c3c1e-8f1a-4b7e-9a51-3d1f0c2b4a6e': row(login('/admin/clients/0b5c3c1e-8f1a-4b7e-9a51-3d1f0c2b4a6e'), allow, allow, allow, deny(...ALL)),
  '/admin/clients/0b6d3c1e-8f4a-4c2b-9a57-3e1f2d4c5b6a/export': row(login('/admin/clients/0b6d3c1e-8f4a-4c2b-9a57-3e1f2d4c5b6a/export'), allow, allow, allow, deny(...ALL)),
  '/admin/clients/not-a-client': row(to('/'), to('/'), to('/'), to('/'), to('/')),
  '/admin/clients/a/b': row(to('/'), to('/'), to('/'), to('/'), to('/')),
  '/admin/messages': row(login('/admin/messages'), allow, allow, allow, deny(...ALL)),
  '/forgot-password': row(allow, allow, allow, allow, allow),
  '/reset-password/abc': row(allow, allow, allow, allow, allow),
  '/admin/analytics': row(login('/admin/analytics'), deny(...ADMIN_OWNER), allow, allow, deny(...ADMIN_OWNER)),
  '/admin/settings': row(login('/admin/settings'), deny(...ADMIN_OWNER), allow, allow, deny(...ADMIN_OWNER)),
  '/account': row(login('/account'), allow, allow, allow, deny(...ALL)),
  // Any other path redirects to /.
  '/nowhere': row(to('/'), to('/'), to('/'), to('/'), to('/')),
  '/admin/unknown': row(to('/'), to('/'), to('/'), to('/'), to('/')),
  '/book': row(to('/'), to('/'), to('/'), to('/'), to('/')),
  '/bookings': row(to('/'), to('/'), to('/'), to('/'), to('/')),
  '/book-luxury/x': row(to('/'), to('/'), to('/'), to('/'), to('/')),
};

describe('decideRoute', () => {
  for (const [path, expected] of Object.entries(matrix)) {
    for (const [who, user] of Object.entries(visitors)) {
      it(`${path} for ${who}`, () => {
        expect(decideRoute(path, user)).toEqual(expected[who]);
      });
    }
  }

  it('covers every guarded route of the table', () => {
    for (const route of Object.keys(GUARDED_ROUTES)) expect(matrix).toHaveProperty([route]);
  });

  it('treats a trailing slash as the same route', () => {
    expect(decideRoute('/admin/', { role: 'staff' })).toEqual(deny('admin'));
    expect(decideRoute('/simple-dashboard/', { role: 'staff' })).toEqual(allow);
  });

  it('remembers the requested path and query for after sign-in', () => {
    expect(decideRoute('/admin/staff', null, '/admin/staff?tab=2')).toEqual(login('/admin/staff?tab=2'));
  });
});

describe('isPublicPath', () => {
  it('knows the public paths', () => {
    expect(['/login', '/signup', '/book-luxury', '/book/x', '/book/x/y', '/feeds/x.ics'].every(isPublicPath)).toBe(true);
    expect(['/', '/book', '/admin', '/loginx', '/signup/x', '/feeds'].some(isPublicPath)).toBe(false);
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/admin/salons', '/admin/salons'],
    ['/simple-dashboard?day=2026-11-22', '/simple-dashboard?day=2026-11-22'],
    [null, '/'],
    ['', '/'],
    ['//evil.com', '/'],
    ['//evil.com/admin', '/'],
    ['/\\evil.com', '/'],
    ['\\\\evil.com', '/'],
    ['https://evil.com', '/'],
    ['javascript:alert(1)', '/'],
    ['evil.com', '/'],
    ['/\tevil', '/'],
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/login', '/'],
    ['/signup?x=1', '/'],
    // Dot segments that collapse into a protocol-relative path after parsing.
    ['/.//evil.com', '/'],
    ['/..//evil.com', '/'],
    ['/a/..//evil.com', '/'],
    ['/%2e//evil.com', '/'],
    ['/%2E%2E//evil.com', '/'],
    ['/a/b/../..//evil.com/x?y=1', '/'],
    ['/././/evil.com', '/'],
    ['/.%2e//evil.com', '/'],
    ['/a/%2e%2e//evil.com', '/'],
    ['/./\\evil.com', '/'],
    ['/%2e/%5Cevil.com', '/%5Cevil.com'],
    ['/admin/./salons', '/admin/salons'],
    ['/a/../admin?x=1', '/admin?x=1'],
    ['/a/..//', '/'],
    ['/./login', '/'],
  ])('%s → %s', (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });

  it('never returns a protocol-relative, backslash or non-path target, whatever the segments', () => {
    const parts = ['/', '//', '.', '..', '%2e', '%2E%2e', 'a', 'evil.com', '\\', '%5c', '%2f', '?', '#', '@', ':', '\t'];
    // Every sequence of up to four parts after a leading '/': 16^4 inputs, deterministic.
    const inputs = [''];
    for (let depth = 0; depth < 4; depth++) for (const input of [...inputs]) for (const part of parts) inputs.push(input + part);
    const unsafe = inputs.filter((input) => {
      const result = safeNextPath(`/${input}`);
      return !result.startsWith('/') || result.startsWith('//') || result.includes('\\') || /[\u0000-\u001f]/.test(result);
    });
    expect(unsafe).toEqual([]);
  });

  it('builds sign-in URLs only with safe targets', () => {
    expect(loginUrl('/admin')).toBe('/login?next=%2Fadmin');
    expect(loginUrl('//evil.com')).toBe('/login');
    expect(loginUrl('/')).toBe('/login');
  });
});

describe('describeRoles', () => {
  it("joins with 'or'", () => {
    expect(describeRoles(['admin', 'owner'])).toBe('admin or owner');
    expect(describeRoles(['admin'])).toBe('admin');
  });
});
