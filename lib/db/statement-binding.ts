import { sql } from 'drizzle-orm';

/**
 * How a value enters a statement that can be built two ways: as a parameter of a statement
 * built now (`inline`), or as a named placeholder of a statement built once and prepared
 * (`collecting`: the values are collected by name for each execution). The same builder
 * serves both, so a prepared statement's text is the one an inline build would give.
 */
export type Bind = (name: string, value: unknown) => unknown;

export const inline: Bind = (_name, value) => value;

/**
 * A binder that turns each value into a placeholder and keeps it under its name. `shape` is the
 * names in the order bound: every branch of a builder that changes the statement's text binds a
 * different set of names, so the shape names the text (the key of its prepared statement).
 */
export function collecting() {
  const values: Record<string, unknown> = {};
  const names: string[] = [];
  const bind: Bind = (name, value) => {
    if (name in values) throw new Error(`Bound twice: ${name}`);
    values[name] = value;
    names.push(name);
    return sql.placeholder(name);
  };
  return { bind, values, shape: () => names.join(',') };
}
