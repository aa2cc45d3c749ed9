import { ClientWords } from '@/components/i18n/client-words';
import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { getSalonSettings } from '@/features/settings/data/salon-settings';
import { guardPage, type SearchParams, salonPageMetadata } from '@/lib/server/page-guard';

/** What the screen's browser code reads (the salon fieldsets it borrows read theirs too). */
const SETTINGS_CLIENT_NAMESPACES = ['Settings', 'Common'] as const;

export const generateMetadata = ({ searchParams }: { searchParams: SearchParams }) => salonPageMetadata('/admin/settings', searchParams);

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/settings', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon } = access;
  const settings = await getSalonSettings(caller, salon.id);
  // Owners act on their own salon without naming it; an admin names the one picked.
  return access.frame(
    <ClientWords namespaces={SETTINGS_CLIENT_NAMESPACES}>
      <SettingsScreen settings={settings} salonId={caller.role === 'admin' ? settings.id : undefined} />
    </ClientWords>,
  );
}
