import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/password-reset-forms';
import { LOGIN_PATH } from '@/lib/auth/route-rules';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('Auth'))('forgotTitle') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('Auth');
  return (
    <AuthCard
      title={t('forgotTitle')}
      description={t('forgotDescription')}
      footer={
        <Link href={LOGIN_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
          {t('backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
