import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { Alert } from '@/components/ui/alert';
import { safeNextPath, SIGNUP_PATH } from '@/lib/auth/route-rules';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('signInTitle') };
}

type Props = { searchParams: Promise<{ next?: string | string[]; reset?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const [{ next, reset }, t] = await Promise.all([searchParams, getTranslations('Auth')]);
  return (
    <AuthCard
      title={t('signInTitle')}
      description={t('signInDescription')}
      footer={
        <>
          <p>
            <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('forgotLink')}
            </Link>
          </p>
          <p className="mt-2">{t('needHelp')}</p>
          <p className="mt-2">
            {t('newSalon')}{' '}
            <Link href={SIGNUP_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
              {t('createOwner')}
            </Link>
          </p>
        </>
      }
    >
      {reset === '1' && (
        <Alert variant="info" className="mb-4">
          {t('resetDone')}
        </Alert>
      )}
      <LoginForm next={safeNextPath(typeof next === 'string' ? next : null)} />
    </AuthCard>
  );
}
