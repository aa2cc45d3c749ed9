import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { connection } from 'next/server';
import { Alert } from '@/components/ui/alert';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/password-reset-forms';
import { resetLinkIsValid } from '@/features/auth/data/password-resets';
import { RESET_TOKEN_PATTERN } from '@/features/auth/schema';

// The token is in the address: no page it links to learns it, and no search engine keeps it.
export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('resetTitle'), referrer: 'no-referrer', robots: { index: false } };
}

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const [{ token }, t] = await Promise.all([params, getTranslations('Auth')]);
  const valid = RESET_TOKEN_PATTERN.test(token) && (await resetLinkIsValid(token));
  return (
    <AuthCard
      title={t('resetTitle')}
      description={t('resetDescription')}
      footer={
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          {t('askNewLink')}
        </Link>
      }
    >
      {valid ? <ResetPasswordForm token={token} /> : <Alert>{t('invalidLink')}</Alert>}
    </AuthCard>
  );
}
