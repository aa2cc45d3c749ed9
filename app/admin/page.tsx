import { SalonsRoute } from './salons/salons-route';

export default function Page() {
  return <SalonsRoute route="/admin" />;
}
