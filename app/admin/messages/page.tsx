import { MessagesScreen } from '@/features/messages/components/messages-screen';
import { listSalonMessages } from '@/features/messages/data/messages';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/messages', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon, params } = access;
  const failedOnly = params.status === 'failed';
  const messages = await listSalonMessages(caller, { salonId: salon.id, failedOnly });
  return access.frame(<MessagesScreen messages={messages} failedOnly={failedOnly} timeZone={salon.timezone} salonParam={params.salon} />);
}
