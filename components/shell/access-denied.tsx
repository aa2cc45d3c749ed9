import { ShieldAlert } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describeRoles, homeFor } from '@/lib/auth/route-rules';
import type { Role } from '@/lib/db/schema';
import { SignOutButton } from './sign-out-button';

/** The guarded layout's refusal (spec point 2). */
export function AccessDenied({ requiredRoles, role }: { requiredRoles: readonly Role[]; role: Role | null }) {
  const t = useTranslations('Shell');
  const roleName = (name: Role | 'unknown') => t('role', { role: name });
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md p-6 text-center">
        <ShieldAlert className="mx-auto mb-3 size-10 text-danger" aria-hidden />
        <h1 className="text-xl font-semibold">{t('accessDenied')}</h1>
        <p className="mt-2 text-muted-foreground">{t('noPermission')}</p>
        <p className="mt-4 text-sm">{t('requiredRole', { roles: describeRoles(requiredRoles.map(roleName), t('or')) })}</p>
        <p className="text-sm">{t('yourRole', { role: roleName(role ?? 'unknown') })}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {role && (
            <Button asChild>
              <Link href={homeFor({ role })}>{t('goToDashboard')}</Link>
            </Button>
          )}
          <SignOutButton />
        </div>
      </Card>
    </main>
  );
}
