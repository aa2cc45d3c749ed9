import { Sparkles } from 'lucide-react';

/** The salon's name as the visitor's pages head it (the booking page, the manage page); a long name wraps. */
export function SalonBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/40 bg-accent px-3 py-1 text-sm font-medium wrap-anywhere text-accent-foreground">
      <Sparkles aria-hidden className="size-3.5 shrink-0" />
      {name}
    </span>
  );
}
