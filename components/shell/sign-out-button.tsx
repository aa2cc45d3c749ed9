'use client';

import { useTranslations } from 'next-intl';
import { LogOut } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { toast } from '@/lib/ui/toast';
import { signOutAction } from '@/lib/auth/sign-out-action';
import { Button } from '@/components/ui/button';
import { LOGIN_PATH } from '@/lib/auth/route-rules';

/**
 * Ends the session and goes to /login (spec point 2). The
 * dashboards say 'Sign Out', the admin sidebar 'Logout'.
 */
export function SignOutButton({ label, className }: { label?: string; className?: string }) {
  const t = useTranslations('Shell');
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  const signOut = () =>
    startTransition(async () => {
      const result = await signOutAction().catch(() => null);
      if (!result?.ok) {
        toast.error(t('logoutFailed'));
        return;
      }
      toast.success(t('loggedOut'));
      router.replace(LOGIN_PATH);
      router.refresh();
    });

  return (
    <Button variant="outline" onClick={signOut} disabled={pending} className={className}>
      <LogOut className="size-4" aria-hidden />
      <span data-slot="label">{label ?? t('signOut')}</span>
    </Button>
  );
}
