import { Alert } from './alert';

/** A failed query's message (spec point 8) in place of what it would have shown. */
export function QueryError({ message }: { message: string }) {
  return <Alert data-testid="query-error">{message}</Alert>;
}
