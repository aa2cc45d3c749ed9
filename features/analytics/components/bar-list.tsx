type Bar = { name: string; value: number; text: string };

/** A ranked list with a bar per entry (top services, station use): HTML and CSS only. */
export function BarList({ title, bars, empty, testId }: { title: string; bars: Bar[]; empty: string; testId?: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <figure className="flex flex-col gap-2" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {bars.map((bar) => (
            <li key={bar.name} className="flex flex-col gap-1 text-sm">
              <span className="flex justify-between gap-2">
                <span className="truncate">{bar.name}</span>
                <span className="shrink-0 text-muted-foreground tabular-nums">{bar.text}</span>
              </span>
              <span aria-hidden className="h-2 rounded-full bg-muted">
                <span className="block h-full rounded-full bg-primary/80" style={{ width: max ? `${(bar.value / max) * 100}%` : 0 }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </figure>
  );
}
