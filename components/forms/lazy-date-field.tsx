'use client';

import { CalendarDays, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';

const loadField = () => import('./date-time-fields');
const DateField = lazy(() => loadField().then((module) => ({ default: module.DateField })));

type Props = {
  /** The control's id; its label reads `label`. */
  id: string;
  /** The GET form's parameter: a hidden input carries the date as 'yyyy-MM-dd' ('' for none). */
  name: string;
  label: string;
  defaultValue?: string;
  /** `defaultValue` in words as the picker writes it, written by the server (no date library comes to the page for it). */
  defaultShown?: string;
  /** The name of the button that empties the field. */
  clearLabel: string;
};

/** DateField's trigger as it looks before the picker's code has come (the same name). */
function Placeholder({ id, label, shown, ...button }: ComponentProps<typeof Button> & { id: string; label: string; shown: string }) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Button {...control} {...button} aria-label={`${label}, ${shown}`} variant="outline" className="w-full justify-start font-normal">
          <CalendarDays aria-hidden />
          <span className="truncate">{shown}</span>
        </Button>
      )}
    </Field>
  );
}

/**
 * An optional date of a plain GET form (the Appointments filters), picked on the shared
 * Monday-first month grid (components/forms/date-time-fields): the grid's code (react-day-picker,
 * date-fns and their locales, the popover) is fetched on the trigger's hover or focus, and the
 * first click opens it, so it stays out of the page's first load.
 */
export function LazyDateField({ id, name, label, defaultValue = '', defaultShown = '', clearLabel }: Props) {
  const t = useTranslations('Common');
  const [value, setValue] = useState(defaultValue);
  const [wanted, setWanted] = useState(false);
  const preload = () => void loadField().catch(() => {});
  const placeholder = { id, label, shown: value && value === defaultValue && defaultShown ? defaultShown : t('pickDate'), onPointerEnter: preload, onFocus: preload };
  return (
    <div className="flex min-w-0 items-end gap-1">
      <input type="hidden" name={name} value={value} />
      <div className="min-w-0 flex-1">
        {wanted ? (
          <Suspense fallback={<Placeholder {...placeholder} disabled aria-busy />}>
            <DateField id={id} label={label} value={value} onChange={setValue} required={false} defaultOpen />
          </Suspense>
        ) : (
          <Placeholder {...placeholder} onClick={() => setWanted(true)} />
        )}
      </div>
      {value && (
        <Button type="button" variant="ghost" size="icon" aria-label={clearLabel} onClick={() => setValue('')}>
          <X aria-hidden />
        </Button>
      )}
    </div>
  );
}
