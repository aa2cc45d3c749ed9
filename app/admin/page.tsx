import { SalonsRoute } from '@/features/salons/components/salons-route';

export default function Page() {
  return <SalonsRoute route="/admin" />;
}
