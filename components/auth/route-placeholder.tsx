import { Card } from '@/components/ui/card';
import { Badge } from '@/components/ui/badge';
import type { CurrentUser } from '@/lib/auth/service';
import { SignOutButton } from './sign-out-button';

/** Stands in for a screen that a later issue builds: which route, who is signed in. */
export function RoutePlaceholder({ route, user }: { route: string; user: CurrentUser }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-2xl flex-col gap-6 p-4 sm:p-8">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">{user.salonName ?? 'All salons'}</p>
          <h1 className="text-2xl font-semibold">{user.fullName ?? user.email}</h1>
        </div>
        <SignOutButton />
      </header>
      <Card className="p-6">
        <p className="text-sm text-muted-foreground">This screen is not built yet.</p>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Route</dt>
          <dd data-testid="route">
            <code>{route}</code>
          </dd>
          <dt className="text-muted-foreground">Signed in as</dt>
          <dd data-testid="user-email">{user.email}</dd>
          <dt className="text-muted-foreground">Role</dt>
          <dd>
            <Badge variant="primary" data-testid="user-role">
              {user.role ?? 'Unknown'}
            </Badge>
          </dd>
          <dt className="text-muted-foreground">Salon</dt>
          <dd data-testid="user-salon">{user.salonName ?? 'None'}</dd>
        </dl>
      </Card>
    </main>
  );
}
