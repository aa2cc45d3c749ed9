import { EventEmitter, once } from 'node:events';
import { createServer, request as httpRequest, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admissionOptions, createAdmission, requestKind, type Line } from '@/lib/net/admission.mjs';

/** A request at the gate: its response (closed by `finish`) and what became of it. */
function arrival(gate: ReturnType<typeof createAdmission>, kind: Line, log: string[], name: string = kind, serve: () => unknown = () => {}) {
  const res = new EventEmitter();
  gate.admit(
    kind,
    res,
    () => {
      log.push(`serve ${name}`);
      return serve();
    },
    () => log.push(`shed ${name}`),
  );
  return { finish: () => res.emit('close') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createAdmission (server.mjs, before Next)', () => {
  it('lets `limit` requests in, sheds the next when there is no queue, and lets one in again when a response closes', () => {
    const gate = createAdmission({ limit: 2, queue: 0, maxWaitMs: 500, readWaitMs: 500, reserve: 0 });
    const log: string[] = [];
    const first = arrival(gate, 'read', log, 'a');
    arrival(gate, 'read', log, 'b');
    arrival(gate, 'write', log, 'c');
    expect(log).toEqual(['serve a', 'serve b', 'shed c']);
    expect(gate.saturated()).toBe(true);
    first.finish();
    first.finish(); // a second close frees nothing more
    expect(gate.state()).toEqual({ inFlight: 1, waiting: 0 });
    arrival(gate, 'read', log, 'd');
    arrival(gate, 'read', log, 'e');
    expect(log.slice(3)).toEqual(['serve d', 'shed e']);
  });

  it('lets waiting writes in first, then staff reads, then public reads, each line in arrival order', () => {
    const gate = createAdmission({ limit: 1, queue: 5, maxWaitMs: 500, readWaitMs: 500, reserve: 0 });
    const log: string[] = [];
    const requests = new Map([['busy', arrival(gate, 'read', log, 'busy')]]);
    for (const [kind, name] of [['read', 'r1'], ['staff', 's1'], ['read', 'r2'], ['write', 'w1'], ['write', 'w2']] as const) {
      requests.set(name, arrival(gate, kind, log, name));
    }
    expect(log).toEqual(['serve busy']);
    // The one being served finishes, five times over.
    for (let i = 0; i < 5; i++) requests.get(log.at(-1)!.slice('serve '.length))!.finish();
    // Each close above let exactly one in; their order is the lines' order.
    expect(log).toEqual(['serve busy', 'serve w1', 'serve w2', 'serve s1', 'serve r1', 'serve r2']);
  });

  it('keeps `reserve` slots from public reads: a booking and a staff member get in while visitors fill the rest', () => {
    const gate = createAdmission({ limit: 4, queue: 4, maxWaitMs: 500, readWaitMs: 500, reserve: 2 });
    const log: string[] = [];
    arrival(gate, 'read', log, 'r1');
    arrival(gate, 'read', log, 'r2');
    arrival(gate, 'read', log, 'r3');
    arrival(gate, 'write', log, 'w1');
    arrival(gate, 'staff', log, 's1');
    expect(log).toEqual(['serve r1', 'serve r2', 'serve w1', 'serve s1']);
    expect(gate.state()).toEqual({ inFlight: 4, waiting: 1 });
  });

  it('bounds the queue: a write takes the place of the newest public read waiting, which is shed; a read finds no place', () => {
    const gate = createAdmission({ limit: 1, queue: 2, maxWaitMs: 500, readWaitMs: 500, reserve: 0 });
    const log: string[] = [];
    const busy = arrival(gate, 'staff', log, 'busy');
    arrival(gate, 'read', log, 'r1');
    arrival(gate, 'read', log, 'r2');
    arrival(gate, 'write', log, 'w1');
    arrival(gate, 'read', log, 'r3');
    arrival(gate, 'staff', log, 's1');
    arrival(gate, 'staff', log, 's2');
    expect(log).toEqual(['serve busy', 'shed r2', 'shed r3', 'shed r1', 'shed s2']);
    busy.finish();
    expect(log.at(-1)).toBe('serve w1');
  });

  it('sheds a request whose wait ran out (no calm wait: a public read sooner), and never serves it later', () => {
    vi.useFakeTimers();
    const gate = createAdmission({ limit: 1, queue: 4, maxWaitMs: 300, readWaitMs: 100, reserve: 0, calm: { waitMs: 0, overloadForMs: 0 } });
    const log: string[] = [];
    const busy = arrival(gate, 'read', log, 'busy');
    arrival(gate, 'read', log, 'late read');
    arrival(gate, 'write', log, 'late write');
    vi.advanceTimersByTime(99);
    expect(log).toEqual(['serve busy']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['serve busy', 'shed late read']);
    vi.advanceTimersByTime(199);
    expect(log).toEqual(['serve busy', 'shed late read']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['serve busy', 'shed late read', 'shed late write']);
    busy.finish();
    expect(gate.state()).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('queues prefetches in a line of their own, last, outside the queue\'s bound and with a longer wait', () => {
    vi.useFakeTimers();
    const gate = createAdmission({ limit: 1, queue: 1, maxWaitMs: 100, readWaitMs: 50, reserve: 0, calm: { waitMs: 700, overloadForMs: 1_000 } });
    const log: string[] = [];
    const busy = arrival(gate, 'staff', log, 'busy');
    // A screen's links ask for a dozen screens at once: none is shed by the short queue.
    for (let i = 0; i < 12; i++) arrival(gate, 'prefetch', log, `p${i}`);
    arrival(gate, 'read', log, 'r1');
    arrival(gate, 'staff', log, 's1'); // the queue's one place: the read behind it gives it up
    expect(log).toEqual(['serve busy', 'shed r1']);
    expect(gate.saturated()).toBe(true);
    busy.finish();
    expect(log.at(-1)).toBe('serve s1');
    vi.advanceTimersByTime(999);
    expect(log.filter((entry) => entry.startsWith('shed p'))).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log.filter((entry) => entry.startsWith('shed p'))).toHaveLength(12);
    // Shed prefetches are no sign of overload: a read now still gets a burst's wait (700 ms), not 50 ms.
    arrival(gate, 'read', log, 'r2');
    vi.advanceTimersByTime(699);
    expect(log.at(-1)).not.toBe('shed r2');
    vi.advanceTimersByTime(1);
    expect(log.at(-1)).toBe('shed r2');
  });

  it('serves waiting prefetches one after another once nothing else waits', () => {
    const gate = createAdmission({ limit: 2, queue: 1, maxWaitMs: 100, readWaitMs: 50, reserve: 0 });
    const log: string[] = [];
    const first = arrival(gate, 'prefetch', log, 'p0');
    arrival(gate, 'prefetch', log, 'p1');
    const third = arrival(gate, 'prefetch', log, 'p2');
    arrival(gate, 'read', log, 'r1');
    expect(log).toEqual(['serve p0', 'serve p1']);
    first.finish();
    expect(log.at(-1)).toBe('serve r1');
    third.finish(); // not yet served: its close only drops it
    expect(gate.state()).toEqual({ inFlight: 2, waiting: 0 });
  });

  it('lets a burst wait its calm wait; once the gate sheds, the waits are short until it has shed nothing for a while', () => {
    vi.useFakeTimers();
    const gate = createAdmission({ limit: 1, queue: 1, maxWaitMs: 300, readWaitMs: 100, reserve: 0, calm: { waitMs: 1_000, overloadForMs: 500 } });
    const log: string[] = [];
    arrival(gate, 'staff', log, 'busy');
    arrival(gate, 'read', log, 'burst'); // nothing shed yet: a burst, it may wait 1 s
    vi.advanceTimersByTime(999);
    expect(log).toEqual(['serve busy']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['serve busy', 'shed burst']); // t = 1,000: the first shed
    arrival(gate, 'write', log, 'w1'); // shed 0 ms ago: overload, the write waits 300 ms
    arrival(gate, 'read', log, 'full'); // the queue's one place is taken
    vi.advanceTimersByTime(300);
    expect(log).toEqual(['serve busy', 'shed burst', 'shed full', 'shed w1']);
    vi.advanceTimersByTime(499); // t = 1,799: shed 499 ms ago, still overload
    arrival(gate, 'read', log, 'short');
    vi.advanceTimersByTime(100);
    expect(log.at(-1)).toBe('shed short'); // t = 1,899
    vi.advanceTimersByTime(500); // nothing shed for 500 ms: calm again
    arrival(gate, 'read', log, 'calm');
    vi.advanceTimersByTime(999);
    expect(log.at(-1)).toBe('shed short');
    vi.advanceTimersByTime(1);
    expect(log.at(-1)).toBe('shed calm');
  });

  it('drops a waiting request whose client went away (neither served nor shed), and frees its place', () => {
    vi.useFakeTimers();
    const gate = createAdmission({ limit: 1, queue: 1, maxWaitMs: 300, readWaitMs: 300, reserve: 0 });
    const log: string[] = [];
    const busy = arrival(gate, 'read', log, 'busy');
    const gone = arrival(gate, 'read', log, 'gone');
    gone.finish();
    arrival(gate, 'read', log, 'next');
    vi.advanceTimersByTime(1_000);
    busy.finish();
    expect(log).toEqual(['serve busy', 'shed next']);
    expect(gate.state()).toEqual({ inFlight: 0, waiting: 0 });
  });

  it('frees the slot when serving throws or rejects', async () => {
    const gate = createAdmission({ limit: 1, queue: 0, maxWaitMs: 300, readWaitMs: 300, reserve: 0 });
    const log: string[] = [];
    arrival(gate, 'write', log, 'throws', () => {
      throw new Error('boom');
    });
    expect(gate.state().inFlight).toBe(0);
    arrival(gate, 'write', log, 'rejects', () => Promise.reject(new Error('boom')));
    await Promise.resolve();
    await Promise.resolve();
    expect(gate.state().inFlight).toBe(0);
  });

  it('leaks no slot when a client disconnects from a real node:http server before the answer', async () => {
    const gate = createAdmission({ limit: 1, queue: 0, maxWaitMs: 300, readWaitMs: 300, reserve: 0 });
    const responses: ServerResponse[] = [];
    const server = createServer((req, res) => gate.admit('read', res, () => responses.push(res), () => res.writeHead(503).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = httpRequest({ port, host: '127.0.0.1', path: '/' });
      client.on('error', () => {});
      client.end();
      while (responses.length === 0) await new Promise((resolve) => setImmediate(resolve));
      expect(gate.state().inFlight).toBe(1);
      const closed = once(responses[0], 'close');
      client.destroy();
      await closed;
      expect(gate.state().inFlight).toBe(0);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('requestKind', () => {
  it.each([
    ['GET', '/_next/static/chunks/app.js', '', 'bypass'],
    ['GET', '/favicon.ico', '', 'bypass'],
    ['POST', '/book/demo', '', 'write'],
    ['POST', '/', 'salon_session=abc', 'write'],
    ['GET', '/', 'theme=dark; salon_session=abc', 'staff'],
    ['GET', '/', 'sb-xyz-auth-token.0=abc', 'staff'],
    ['HEAD', '/book/demo', '', 'read'],
    ['GET', '/book/demo?x=/_next/static/', 'salon_session=', 'read'],
    ['GET', '/_next/image?url=x', '', 'read'],
  ])('%s %s with cookie "%s" is %s', (method, url, cookie, kind) => {
    expect(requestKind({ method, url, headers: { cookie } })).toBe(kind);
  });

  it('puts a router prefetch in the prefetch line, signed in or not; a write stays a write', () => {
    const prefetch = { 'next-router-prefetch': '1' };
    expect(requestKind({ method: 'GET', url: '/admin/clients?_rsc=x', headers: { ...prefetch, cookie: 'salon_session=abc' } })).toBe('prefetch');
    expect(requestKind({ method: 'GET', url: '/book/demo?_rsc=x', headers: prefetch })).toBe('prefetch');
    expect(requestKind({ method: 'POST', url: '/', headers: prefetch })).toBe('write');
  });
});

describe('admissionOptions', () => {
  it('reads the environment, with a quarter of the limit reserved by default', () => {
    expect(admissionOptions({ ADMISSION_LIMIT: '12', ADMISSION_QUEUE: '0', ADMISSION_MAX_WAIT_MS: '250' })).toMatchObject({ limit: 12, queue: 0, maxWaitMs: 250, readWaitMs: 25, reserve: 3 });
    expect(admissionOptions({ ADMISSION_MAX_WAIT_MS: '20' })).toMatchObject({ maxWaitMs: 20, readWaitMs: 20 });
    expect(admissionOptions({ ADMISSION_LIMIT: '1' })).toMatchObject({ limit: 1, reserve: 0 });
  });

  it.each([{ ADMISSION_LIMIT: '0' }, { ADMISSION_QUEUE: '-1' }, { ADMISSION_MAX_WAIT_MS: 'soon' }, { ADMISSION_LIMIT: '4', ADMISSION_RESERVE: '4' }, { ADMISSION_MAX_WAIT_MS: '200', ADMISSION_READ_WAIT_MS: '201' }])('refuses %o', (env) => {
    expect(() => admissionOptions(env)).toThrow(/ADMISSION_/);
  });
});
