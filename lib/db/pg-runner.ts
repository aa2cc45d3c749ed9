import type { Client } from 'pg';
import type { SqlRunner } from './migrate';

/** A migrate runner over one node-postgres connection. */
export function pgRunner(client: Client): SqlRunner {
  return {
    exec: async (text) => {
      await client.query(text);
    },
    query: (text, params) => client.query(text, params as unknown[]),
  };
}
