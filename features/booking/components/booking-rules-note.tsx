import { Info } from 'lucide-react';

/** What the visitor agrees to: the salon's rules in words (written on the server) and its own policy text. */
export type BookingRulesWords = { lines: string[]; policy: string | null; heading: string };

/** The salon's booking rules and policy, shown before Book. */
export function BookingRulesNote({ rules }: { rules: BookingRulesWords }) {
  if (rules.lines.length === 0 && !rules.policy) return null;
  return (
    <section aria-label={rules.heading} className="space-y-1 rounded-md border bg-muted/40 p-3 text-sm">
      <h3 className="flex items-center gap-1.5 font-medium">
        <Info aria-hidden className="size-4 text-muted-foreground" /> {rules.heading}
      </h3>
      {rules.lines.map((line) => (
        <p key={line} className="text-muted-foreground">
          {line}
        </p>
      ))}
      {rules.policy && <p className="whitespace-pre-line wrap-anywhere">{rules.policy}</p>}
    </section>
  );
}
