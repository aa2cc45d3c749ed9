import { useTranslations } from 'next-intl';

/** A waitlist link that names no entry: not a missing salon, and no demo salon to offer. */
export default function WaitlistLinkNotFound() {
  const t = useTranslations('Waitlist');
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md space-y-3 text-center">
        <h1 className="text-2xl font-semibold">{t('notFound')}</h1>
      </div>
    </main>
  );
}
