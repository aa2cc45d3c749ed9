import { SalonsRoute } from './salons-route';

export default function Page() {
  return <SalonsRoute route="/admin/salons" />;
}
