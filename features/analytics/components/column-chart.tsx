type Column = { key: string; label: string; value: number; /** What a reader hears and sees on hover. */ text: string };

type Props = {
  title: string;
  columns: Column[];
  /** Show every n-th label under the columns (the rest stay readable by hover and screen readers). */
  labelEvery?: number;
  testId?: string;
};

/**
 * Columns as plain HTML and CSS, rendered on the server: no chart library and no JavaScript
 * in the browser. Heights are shares of the largest value.
 */
export function ColumnChart({ title, columns, labelEvery = 1, testId }: Props) {
  const max = Math.max(0, ...columns.map((c) => c.value));
  return (
    <figure className="flex flex-col gap-2" data-testid={testId}>
      <figcaption className="text-sm font-medium">{title}</figcaption>
      <ol className="flex h-40 items-end gap-px border-b" aria-label={title}>
        {columns.map((column) => (
          <li key={column.key} className="flex h-full min-w-0 flex-1 flex-col justify-end" title={column.text}>
            <span className="sr-only">{column.text}</span>
            <span
              aria-hidden
              className="w-full rounded-t-sm bg-primary/80"
              style={{ height: max ? `${(column.value / max) * 100}%` : 0, minHeight: column.value > 0 ? 2 : 0 }}
            />
          </li>
        ))}
      </ol>
      <div aria-hidden className="flex gap-px text-[10px] text-muted-foreground sm:text-xs">
        {columns.map((column, i) => (
          <span key={column.key} className="min-w-0 flex-1 overflow-visible text-center whitespace-nowrap">
            {i % labelEvery === 0 ? column.label : ''}
          </span>
        ))}
      </div>
    </figure>
  );
}
