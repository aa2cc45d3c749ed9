import type { GuardedRoute } from '@/lib/auth/route-rules';
import { GuardedScreen } from './guarded-screen';
import { AdminRoutePlaceholder, RoutePlaceholder } from './route-placeholder';

/** A guarded route whose screen comes later: the server-side check, then the placeholder. */
export function GuardedPlaceholder({ route }: { route: GuardedRoute }) {
  return <GuardedScreen route={route} render={(user) => <RoutePlaceholder route={route} user={user} />} />;
}

/** The same for an /admin area, inside the admin shell (which shows who is signed in). */
export function AdminPlaceholder({ route, title }: { route: GuardedRoute; title: string }) {
  return <GuardedScreen route={route} render={() => <AdminRoutePlaceholder route={route} title={title} />} />;
}
