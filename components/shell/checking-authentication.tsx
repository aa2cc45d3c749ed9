import { useTranslations } from 'next-intl';

/** Shown while a guarded route resolves the session (spec point 2). */
export function CheckingAuthentication() {
  const t = useTranslations('Shell');
  return (
    <main className="flex min-h-dvh items-center justify-center p-4" aria-busy="true">
      <p role="status" className="text-muted-foreground">
        {t('checkingAuth')}
      </p>
    </main>
  );
}
