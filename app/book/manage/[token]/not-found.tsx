import { useTranslations } from 'next-intl';

/** A manage link that names no booking: not a missing salon, and no demo salon to offer. */
export default function ManageLinkNotFound() {
  const t = useTranslations();
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <div className="max-w-md space-y-3 text-center">
        <h1 className="text-2xl font-semibold">{t('Server.linkNotValid')}</h1>
        <p className="text-muted-foreground">{t('Manage.notFoundHint')}</p>
      </div>
    </main>
  );
}
