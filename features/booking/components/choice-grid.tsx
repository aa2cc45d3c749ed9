import type { ReactNode } from 'react';
import { cx } from '@/lib/ui/cx';

export type Choice = {
  value: string;
  /** The full accessible name (e.g. 'Monday, 23 November 2026 at 14:30, unavailable: …'). */
  label: string;
  content: ReactNode;
  disabled?: boolean;
  /** Shown as a tooltip, e.g. why the choice is unavailable. */
  title?: string;
  /** A heading the choice is listed under (a service's category); choices come grouped. */
  group?: string;
};

/** Consecutive choices of one group; one untitled group when no choice names one. */
function groupsOf(choices: Choice[]): { heading: string | undefined; choices: Choice[] }[] {
  const groups: { heading: string | undefined; choices: Choice[] }[] = [];
  for (const choice of choices) {
    const last = groups.at(-1);
    if (last && last.heading === choice.group) last.choices.push(choice);
    else groups.push({ heading: choice.group, choices: [choice] });
  }
  return groups;
}

/**
 * A group of real radio inputs styled as cards: arrow keys move between the enabled
 * choices and Tab leaves the group, as the platform does for radio groups.
 */
export function ChoiceGrid({
  legend,
  name,
  choices,
  value,
  onChange,
  error,
  empty,
  className,
  itemClassName,
}: {
  legend: string;
  name: string;
  choices: Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
  empty?: ReactNode;
  className?: string;
  itemClassName?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      {choices.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <div className="space-y-4">
          {groupsOf(choices).map((group) => (
            <div key={group.heading ?? ''}>
              {group.heading && <h3 className="mb-2 text-sm font-medium text-muted-foreground">{group.heading}</h3>}
              <div className={cx('grid gap-2', className)}>
                {group.choices.map((choice) => (
                  <label key={choice.value} title={choice.title} className={cx('relative block', choice.disabled ? 'cursor-not-allowed' : 'cursor-pointer')}>
                    <input
                      type="radio"
                      name={name}
                      value={choice.value}
                      checked={value === choice.value}
                      disabled={choice.disabled}
                      aria-label={choice.label}
                      onChange={() => onChange(choice.value)}
                      className="peer sr-only"
                    />
                    <span
                      className={cx(
                        'block h-full rounded-md border bg-card transition-colors',
                        'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-primary-foreground',
                        'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
                        'peer-enabled:hover:border-primary',
                        'peer-disabled:bg-muted peer-disabled:text-muted-foreground peer-disabled:line-through peer-disabled:opacity-70',
                        'peer-checked:**:text-primary-foreground',
                        itemClassName,
                      )}
                    >
                      {choice.content}
                    </span>
                  </label>
                ))}
              </div>
            </div>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
