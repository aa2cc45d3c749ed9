import { Search } from 'lucide-react';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClass } from '@/components/ui/control-class';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/ui/cn';

/**
 * A list's search and filters: a plain GET form, so filtering needs no JavaScript and every
 * filtered list has an address (back, reload and sharing keep it). The admin's salon rides along.
 * `className` sets the wide screen's columns.
 */
export function ListFilterForm({ action, label, salon, className, children }: { action: string; label: string; salon?: string; className: string; children: ReactNode }) {
  return (
    <form method="get" action={action} role="search" aria-label={label} className={cn('grid gap-3 rounded-md border bg-card p-3 sm:grid-cols-2', className)}>
      {salon && <input type="hidden" name="salon" value={salon} />}
      {children}
    </form>
  );
}

/** The filters' free-text search (`q`), two columns wide. */
export function FilterSearchField({ id, label, value, placeholder, maxLength }: { id: string; label: string; value?: string; placeholder: string; maxLength: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5 sm:col-span-2">
      <Label htmlFor={id}>{label}</Label>
      <input id={id} name="q" type="search" defaultValue={value} maxLength={maxLength} placeholder={placeholder} className={controlClass} />
    </div>
  );
}

/** Apply (submits) and Clear (the list's address without filters). */
export function FilterButtons({ apply, clear, clearHref }: { apply: string; clear: string; clearHref: string }) {
  return (
    <>
      <Button type="submit">
        <Search aria-hidden />
        {apply}
      </Button>
      <Button variant="ghost" asChild>
        <Link href={clearHref}>{clear}</Link>
      </Button>
    </>
  );
}
