import { AccountScreen } from '@/features/account/components/account-screen';
import { getMyEmailNotifications } from '@/features/account/data/own-notifications';
import { getMySchedule } from '@/features/account/data/own-schedule';
import { getMyFeeds } from '@/features/feeds/data/feed-addresses';
import { memberLocale } from '@/lib/auth/member-locale';
import { homeFor } from '@/lib/auth/route-rules';
import { guardPage } from '@/lib/server/page-guard';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Account'))('title') };
}

export default async function Page() {
  const access = await guardPage('/account');
  if (!access.ok) return access.screen;
  const { user, caller } = access;
  const [schedule, notifications, feeds, language] = await Promise.all([getMySchedule(caller), getMyEmailNotifications(caller), getMyFeeds(caller), memberLocale()]);
  return (
    <AccountScreen
      email={user.email}
      fullName={user.fullName}
      mustChangePassword={user.mustChangePassword}
      home={homeFor(user)}
      schedule={schedule}
      notifications={notifications}
      feeds={feeds}
      language={language}
    />
  );
}
