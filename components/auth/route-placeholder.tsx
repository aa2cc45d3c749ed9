import type { ReactNode } from 'react';
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
      <PlaceholderCard route={route}>
        <dt className="text-muted-foreground">Signed in as</dt>
        <dd data-testid="user-email">{user.email}</dd>
        <dt className="text-muted-foreground">Role</dt>
        <dd>
          <Badge variant="primary" data-testid="user-role">
            {user.role ?? 'Unknown'}
          </Badge>
        </dd>
        <dt className="text-muted-foreground">Salon</dt>
        <dd data-testid="user-salon">{user.salonName ?? 'All salons'}</dd>
      </PlaceholderCard>
    </main>
  );
}

/** The same inside the admin shell, whose sidebar already shows who is signed in. */
export function AdminRoutePlaceholder({ route, title }: { route: string; title: string }) {
  return (
    <main className="flex flex-col gap-6 p-4 sm:p-8">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <PlaceholderCard route={route} />
    </main>
  );
}

function PlaceholderCard({ route, children }: { route: string; children?: ReactNode }) {
  return (
    <Card className="max-w-2xl p-6">
      <p className="text-sm text-muted-foreground">This screen is not built yet.</p>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Route</dt>
        <dd data-testid="route">
          <code>{route}</code>
        </dd>
        {children}
      </dl>
    </Card>
  );
}
