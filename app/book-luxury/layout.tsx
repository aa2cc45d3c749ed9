import type { ReactNode } from 'react';
import { VisitorIntlProvider } from '@/features/booking/components/visitor-intl-provider';

export default function VisitorLayout({ children }: { children: ReactNode }) {
  return <VisitorIntlProvider>{children}</VisitorIntlProvider>;
}
