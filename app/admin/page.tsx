import { SalonsRoute } from '@/features/salons/salons-page';

export default function Page() {
  return <SalonsRoute route="/admin" />;
}
