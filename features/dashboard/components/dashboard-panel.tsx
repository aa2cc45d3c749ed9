import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

type Props = Omit<ComponentProps<typeof Card>, 'title'> & { title: ReactNode; contentClassName?: string };

/** A dashboard card: an h2 title over its content (the card takes the other props, e.g. a test id). */
export function DashboardPanel({ title, contentClassName, children, ...card }: Props) {
  return (
    <Card {...card}>
      <CardHeader className="pb-3">
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}
