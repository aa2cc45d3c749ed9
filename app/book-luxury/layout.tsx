import type { ReactNode } from 'react';
import { VisitorFrame } from '@/features/booking/components/visitor-frame';

export default function VisitorLayout({ children }: { children: ReactNode }) {
  return <VisitorFrame>{children}</VisitorFrame>;
}
