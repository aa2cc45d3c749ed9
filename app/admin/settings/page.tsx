import { SettingsScreen } from '@/features/settings/components/settings-screen';
import { getSalonSettings } from '@/features/settings/data/salon-settings';
import { guardPage, type SearchParams } from '@/lib/server/page-guard';

export default async function Page({ searchParams }: { searchParams: SearchParams }) {
  const access = await guardPage('/admin/settings', searchParams);
  if (!access.ok) return access.screen;
  const { caller, salon } = access;
  const settings = await getSalonSettings(caller, salon.id);
  // Owners act on their own salon without naming it; an admin names the one picked.
  return access.frame(<SettingsScreen settings={settings} salonId={caller.role === 'admin' ? settings.id : undefined} />);
}
