import { useMessage } from '@/components/forms/use-message';
import { Alert } from './alert';

/** A failed query's message (spec point 8, a message or words) in place of what it would have shown. */
export function QueryError({ message }: { message: string }) {
  return <Alert data-testid="query-error">{useMessage()(message)}</Alert>;
}
