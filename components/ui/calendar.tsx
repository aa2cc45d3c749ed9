'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayPicker } from 'react-day-picker';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/ui/cn';

const navButton = 'inline-flex size-8 items-center justify-center rounded-md hover:bg-muted disabled:opacity-40';

/** A month grid to pick days (react-day-picker, styled like the other controls; no stylesheet of its own). */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      showOutsideDays
      className={cn('text-sm', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'flex flex-col gap-2',
        month_caption: 'flex h-8 items-center justify-center font-medium',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        weekdays: 'flex',
        weekday: 'w-9 text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center',
        day_button: 'size-9 rounded-md tabular-nums hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90',
        today: '[&>button]:font-bold [&>button]:underline underline-offset-4',
        outside: 'text-muted-foreground',
        disabled: 'opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: ({ orientation }) => (orientation === 'left' ? <ChevronLeft aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />) }}
      {...props}
    />
  );
}
