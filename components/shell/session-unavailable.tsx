import { QueryError } from '@/components/ui/query-error';

/** A guarded page whose session the database could not check: the failure, not the sign-in screen. */
export function SessionUnavailable({ message }: { message: string }) {
  return (
    <main className="mx-auto w-full max-w-7xl p-4 sm:p-6 lg:p-8">
      <QueryError message={message} />
    </main>
  );
}
