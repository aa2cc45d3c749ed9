import { MessagesScreen } from '@/features/messages/components/messages-screen';
import { MailOutageBanner } from '@/features/messages/components/mail-outage-banner';
import { listSalonMessages, readMailOutage } from '@/features/messages/data/messages';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/messages', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/messages', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon, params } = access;
  const failedOnly = params.status === 'failed';
  const [messages, outage] = await Promise.all([listSalonMessages(caller, { salonId: salon.id, failedOnly }), readMailOutage(caller, { salonId: salon.id })]);
  return access.frame(
    <>
      <MailOutageBanner outage={outage} timeZone={salon.timezone} />
      <MessagesScreen messages={messages} failedOnly={failedOnly} timeZone={salon.timezone} salonParam={params.salon} />
    </>,
  );
}
