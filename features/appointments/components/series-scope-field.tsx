'use client';

import { useTranslations } from 'next-intl';

/**
 * An occurrence of a standing appointment: does staff's change (a cancellation, an edit) take
 * this one only, or this one and the later ones of its series (`rest`)?
 */
export function SeriesScopeField({ name, labels, rest, onChange }: { name: string; labels: { thisOne: string; theRest: string }; rest: boolean; onChange: (rest: boolean) => void }) {
  const t = useTranslations('Appointments');
  return (
    <fieldset className="grid gap-2" data-testid={name}>
      <legend className="mb-1 text-sm font-medium">{t('seriesScopeChoice')}</legend>
      {([false, true] as const).map((choice) => (
        <label key={String(choice)} className="flex items-start gap-2 text-sm">
          <input type="radio" name={name} className="mt-0.5 size-4 shrink-0 accent-primary" checked={rest === choice} onChange={() => onChange(choice)} />
          {choice ? labels.theRest : labels.thisOne}
        </label>
      ))}
    </fieldset>
  );
}
