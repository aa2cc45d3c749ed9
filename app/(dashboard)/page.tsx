import { GuardedPlaceholder } from '@/components/auth/guarded-placeholder';

export default function Page() {
  return <GuardedPlaceholder route="/" />;
}
