import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { collecting, inline, type Bind } from './statement-binding';

const dialect = new PgDialect();
const statement = (bind: Bind, email: string | null) =>
  sql`SELECT ${bind('salon', 'a')}::uuid${email ? sql`, ${bind('email', email)}` : sql``} WHERE x = ${bind('when', '2026-11-27')}`;

describe('a statement built inline or prepared', () => {
  it('has the same text either way, and the prepared one gets its values by name', () => {
    const { bind, values, shape } = collecting();
    const prepared = dialect.sqlToQuery(statement(bind, 'p@example.com'));
    const built = dialect.sqlToQuery(statement(inline, 'p@example.com'));
    expect(prepared.sql).toBe(built.sql);
    expect(values).toEqual({ salon: 'a', email: 'p@example.com', when: '2026-11-27' });
    expect(shape()).toBe('salon,email,when');
  });

  it('names each branch of the text by what it binds, and refuses a name bound twice', () => {
    const without = collecting();
    statement(without.bind, null);
    expect(without.shape()).toBe('salon,when');
    expect(() => without.bind('salon', 'b')).toThrow(/Bound twice/);
  });
});
