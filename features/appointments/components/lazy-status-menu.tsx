'use client';

import { MoreHorizontal } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import type { StatusMenuProps } from './status-menu-props';

const loadMenu = () => import('./status-menu');
const StatusMenu = lazy(() => loadMenu().then((module) => ({ default: module.StatusMenu })));

/** StatusMenu's trigger as it looks before its menu code has come (the same name). */
function PlaceholderButton({ customerName, ...props }: ComponentProps<typeof Button> & { customerName: string }) {
  const t = useTranslations('Appointments');
  return (
    <Button variant="ghost" size="icon" aria-label={t('changeStatusOf', { name: customerName })} {...props}>
      <MoreHorizontal aria-hidden />
    </Button>
  );
}

/**
 * A list row's status menu, its menu code (with the positioning library) fetched on the
 * button's hover or focus: a list of many rows opens few menus. The first click opens it.
 */
export function LazyStatusMenu(props: StatusMenuProps) {
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadMenu().catch(() => {});
  const button = { customerName: props.appointment.customerName, onPointerEnter: preload, onFocus: preload };
  if (!wanted) return <PlaceholderButton {...button} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<PlaceholderButton {...button} disabled aria-busy />}>
      <StatusMenu {...props} defaultOpen />
    </Suspense>
  );
}
