import { describe, expect, it } from 'vitest';
import { classifyDbError, loggableError, retryOnContention, sqlState } from '@/lib/server/db-errors';

/** How Drizzle wraps a driver error: the SQLSTATE sits on `cause`. */
const wrapped = (cause: Record<string, unknown>) =>
  Object.assign(new Error('Failed query: insert into "appointments" ... params: Anna Kovács,+36 30 123 4567'), { cause });

describe('classifyDbError', () => {
  it.each([
    [wrapped({ code: '23P01', message: 'conflicting key value violates exclusion constraint' }), 'overlap'],
    [wrapped({ code: '23505' }), 'unique'],
    [wrapped({ code: '23503' }), 'foreign-key'],
    [wrapped({ code: '42501', message: 'permission denied for table appointments' }), 'auth'],
    [new Error('new row violates row-level security policy'), 'auth'],
    [wrapped({ code: '57014', message: 'canceling statement due to statement timeout' }), 'unavailable'],
    [wrapped({ code: '08006' }), 'unavailable'],
    [new Error('timeout exceeded when trying to connect'), 'busy'],
    [wrapped({ message: 'timeout exceeded when trying to connect' }), 'busy'],
    [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 'unavailable'],
    [wrapped({ code: '25P03' }), 'unavailable'],
    [wrapped({ message: 'Query read timeout' }), 'unavailable'],
    [wrapped({ message: 'Connection terminated due to connection timeout' }), 'unavailable'],
    [wrapped({ code: 'EHOSTUNREACH', message: 'connect EHOSTUNREACH' }), 'unavailable'],
    [wrapped({ code: '40P01', message: 'deadlock detected' }), 'contention'],
    [wrapped({ code: '40001' }), 'contention'],
    [wrapped({ code: '22P02' }), 'database'],
    [new TypeError('x is undefined'), 'unknown'],
    [null, 'unknown'],
  ])('%#: %s', (error, kind) => {
    expect(classifyDbError(error)).toBe(kind);
  });

  it('never takes a Node error code for a SQLSTATE', () => {
    expect(sqlState(Object.assign(new Error('x'), { code: 'EPIPE' }))).toBeUndefined();
  });
});

describe('loggableError', () => {
  it("keeps the driver's diagnosis and drops the query's parameters", () => {
    const entry = loggableError(wrapped({ code: '23P01', constraint: 'appointments_no_overlap', message: 'conflicting key value' }));
    expect(entry).toMatchObject({ kind: 'overlap', sqlState: '23P01', constraint: 'appointments_no_overlap', message: 'conflicting key value' });
    expect(JSON.stringify(entry)).not.toContain('Anna');
  });

  it('reads the innermost cause, and redacts parameters when only the query error is there', () => {
    const stepError = Object.assign(new Error('Failed to create salon'), { cause: wrapped({ code: '23514', message: 'violates check constraint' }) });
    expect(loggableError(stepError)).toMatchObject({ sqlState: '23514', message: 'violates check constraint' });
    const bare = loggableError(new Error('Failed query: insert into "users" ... params: anna@example.com,Anna'));
    expect(bare.message).toBe('Failed query: insert into "users" ... params: [not logged]');
  });
});

describe('retryOnContention', () => {
  /** A write that fails with the given errors, one per call, then answers 'saved'. */
  function writeFailing(...errors: unknown[]) {
    let calls = 0;
    const write = async () => {
      const error = errors[calls++];
      if (error) throw error;
      return 'saved';
    };
    return { write, calls: () => calls };
  }

  it('runs a deadlock victim again until it gets an answer', async () => {
    const attempt = writeFailing(wrapped({ code: '40P01' }), wrapped({ code: '40001' }));
    await expect(retryOnContention(attempt.write)).resolves.toBe('saved');
    expect(attempt.calls()).toBe(3);
  });

  it('gives up after three attempts with the last error', async () => {
    const attempt = writeFailing(wrapped({ code: '40P01' }), wrapped({ code: '40P01' }), wrapped({ code: '40P01', message: 'third' }));
    await expect(retryOnContention(attempt.write)).rejects.toMatchObject({ cause: { message: 'third' } });
    expect(attempt.calls()).toBe(3);
  });

  it('never runs a write again for any other error', async () => {
    const attempt = writeFailing(wrapped({ code: '23P01' }));
    await expect(retryOnContention(attempt.write)).rejects.toMatchObject({ cause: { code: '23P01' } });
    expect(attempt.calls()).toBe(1);
  });
});
