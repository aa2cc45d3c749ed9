'use client';

import { useTranslations } from 'next-intl';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import type { SessionUser } from './auth-provider';
import { AppSidebar } from './app-sidebar';

/** The phone's menu: the sidebar in a sheet from the left, closed once the followed page arrives (the shell keys it to the path). */
export function MobileMenu({ user, pathname, onClose }: { user: SessionUser; pathname: string; onClose: () => void }) {
  const t = useTranslations('Shell');
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()}>
      <SheetContent side="left" className="md:hidden" aria-describedby={undefined}>
        <SheetTitle className="sr-only">{t('menu')}</SheetTitle>
        <AppSidebar user={user} pathname={pathname} onNavigate={onClose} />
      </SheetContent>
    </Sheet>
  );
}
