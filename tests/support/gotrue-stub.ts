import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, SignJWT } from 'jose';

/**
 * A local stand-in for Supabase Auth (GoTrue) speaking the endpoints the app calls:
 * token?grant_type=password, signup, logout, user, and admin user create, update and delete. Access tokens are
 * HS256 JWTs, so supabase-js verifies them by asking /user (as it does on a real project
 * with a symmetric JWT secret). No internet here; the real service is not reachable.
 */
export type StubUser = { id: string; email: string; password: string; user_metadata: Record<string, unknown> };

export async function startGoTrueStub(serviceRoleKey: string) {
  const secret = new TextEncoder().encode('gotrue-stub-secret-gotrue-stub-secret');
  const users = new Map<string, StubUser>();
  /** Session id → user id. */
  const liveSessions = new Map<string, string>();
  const calls: string[] = [];

  const publicUser = (user: StubUser) => ({
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    app_metadata: { provider: 'email' },
    user_metadata: user.user_metadata,
    created_at: new Date().toISOString(),
  });

  async function session(user: StubUser) {
    const sessionId = crypto.randomUUID();
    liveSessions.set(sessionId, user.id);
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    const accessToken = await new SignJWT({ role: 'authenticated', email: user.email, session_id: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setExpirationTime(expiresAt)
      .sign(secret);
    return { access_token: accessToken, token_type: 'bearer', expires_in: 3600, expires_at: expiresAt, refresh_token: crypto.randomUUID(), user: publicUser(user) };
  }

  async function bearerSession(req: IncomingMessage): Promise<{ user: StubUser; sessionId: string } | null> {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (!token) return null;
    try {
      const { payload } = await jwtVerify(token, secret);
      const user = [...users.values()].find((u) => u.id === payload.sub);
      const sessionId = String(payload.session_id);
      return user && liveSessions.has(sessionId) ? { user, sessionId } : null;
    } catch {
      return null;
    }
  }

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const fail = (res: ServerResponse, status: number, code: string, msg: string) => send(res, status, { code: status, error_code: code, msg });

  async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    return raw ? JSON.parse(raw) : {};
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://stub');
    calls.push(`${req.method} ${url.pathname}${url.search}`);
    const path = url.pathname.replace(/^\/auth\/v1/, '');
    if (req.method === 'POST' && path === '/token' && url.searchParams.get('grant_type') === 'password') {
      const { email, password } = await readBody(req);
      if (String(email).startsWith('unavailable')) return fail(res, 503, 'unexpected_failure', 'Service temporarily unavailable');
      const user = users.get(String(email).toLowerCase());
      if (!user || user.password !== password) return fail(res, 400, 'invalid_credentials', 'Invalid login credentials');
      return send(res, 200, await session(user));
    }
    if (req.method === 'POST' && path === '/signup') {
      const { email, password, data } = await readBody(req);
      const key = String(email).toLowerCase();
      if (users.has(key)) return fail(res, 422, 'user_already_exists', 'User already registered');
      const user: StubUser = { id: crypto.randomUUID(), email: key, password: String(password), user_metadata: (data as Record<string, unknown>) ?? {} };
      users.set(key, user);
      return send(res, 200, await session(user));
    }
    if (req.method === 'POST' && path === '/logout') {
      const current = await bearerSession(req);
      if (!current) return send(res, 204);
      const scope = url.searchParams.get('scope') ?? 'local';
      for (const [sessionId, userId] of liveSessions) {
        const mine = userId === current.user.id;
        const ends = scope === 'local' ? sessionId === current.sessionId : scope === 'others' ? mine && sessionId !== current.sessionId : mine;
        if (ends) liveSessions.delete(sessionId);
      }
      return send(res, 204);
    }
    if (req.method === 'GET' && path === '/user') {
      const current = await bearerSession(req);
      if (!current) return fail(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      return send(res, 200, publicUser(current.user));
    }
    if (req.method === 'PUT' && path === '/user') {
      const current = await bearerSession(req);
      if (!current) return fail(res, 403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
      const { password } = await readBody(req);
      if (typeof password === 'string') current.user.password = password;
      return send(res, 200, publicUser(current.user));
    }
    const isAdmin = req.headers.authorization === `Bearer ${serviceRoleKey}`;
    const noAdmin = () => fail(res, 401, 'no_authorization', 'This endpoint requires a valid service role key');
    if (req.method === 'POST' && path === '/admin/users') {
      if (!isAdmin) return noAdmin();
      const { email, password, user_metadata, email_confirm } = await readBody(req);
      const key = String(email).toLowerCase();
      if (users.has(key)) return fail(res, 422, 'email_exists', 'A user with this email address has already been registered');
      const user: StubUser = { id: crypto.randomUUID(), email: key, password: String(password), user_metadata: { ...(user_metadata as object), email_confirm } };
      users.set(key, user);
      return send(res, 200, publicUser(user));
    }
    const adminUser = path.match(/^\/admin\/users\/([0-9a-f-]+)$/);
    if (req.method === 'PUT' && adminUser) {
      if (!isAdmin) return noAdmin();
      const user = [...users.values()].find((u) => u.id === adminUser[1]);
      if (!user) return fail(res, 404, 'user_not_found', 'User not found');
      const { password } = await readBody(req);
      if (typeof password === 'string') user.password = password;
      return send(res, 200, publicUser(user));
    }
    if (req.method === 'DELETE' && adminUser) {
      if (!isAdmin) return noAdmin();
      const user = [...users.values()].find((u) => u.id === adminUser[1]);
      if (!user) return fail(res, 404, 'user_not_found', 'User not found');
      users.delete(user.email);
      return send(res, 200, publicUser(user));
    }
    fail(res, 404, 'not_found', `stub has no ${req.method} ${path}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    calls,
    addUser(email: string, password: string) {
      const user: StubUser = { id: crypto.randomUUID(), email, password, user_metadata: {} };
      users.set(email, user);
      return user;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
