import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/signup-form';
import { LOGIN_PATH } from '@/lib/auth/route-rules';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('signUpTitle') };
}

export default async function SignUpPage() {
  const t = await getTranslations('Auth');
  return (
    <AuthCard
      title={t('signUpTitle')}
      description={t('signUpDescription')}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <Link href={LOGIN_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
            {t('signInLink')}
          </Link>
        </p>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
