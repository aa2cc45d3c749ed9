import { ShieldAlert } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { describeRoles } from '@/lib/auth/route-rules';

/** The guarded layout's refusal (spec point 2). */
export function AccessDenied({ requiredRoles, role }: { requiredRoles: readonly string[]; role: string | null }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md p-6 text-center">
        <ShieldAlert className="mx-auto mb-3 size-10 text-danger" aria-hidden />
        <h1 className="text-xl font-semibold">Access Denied</h1>
        <p className="mt-2 text-muted-foreground">You don&apos;t have permission to access this page.</p>
        <p className="mt-4 text-sm">Required role: {describeRoles(requiredRoles)}</p>
        <p className="text-sm">Your role: {role ?? 'Unknown'}</p>
      </Card>
    </main>
  );
}
