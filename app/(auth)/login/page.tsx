import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { LoginForm } from '@/features/auth/components/login-form';
import { RESET_MESSAGES } from '@/features/auth/schema';
import { Alert } from '@/components/ui/alert';
import { safeNextPath, SIGNUP_PATH } from '@/lib/auth/route-rules';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<{ next?: string | string[]; reset?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { next, reset } = await searchParams;
  return (
    <AuthCard
      title="Sign in"
      description="Sign in to manage your salon's appointments."
      footer={
        <>
          <p>
            <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
              Forgot password?
            </Link>
          </p>
          <p className="mt-2">Need help? Contact your salon administrator</p>
          <p className="mt-2">
            New salon?{' '}
            <Link href={SIGNUP_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
              Create an owner account
            </Link>
          </p>
        </>
      }
    >
      {reset === '1' && (
        <Alert variant="info" className="mb-4">
          {RESET_MESSAGES.done}
        </Alert>
      )}
      <LoginForm next={safeNextPath(typeof next === 'string' ? next : null)} />
    </AuthCard>
  );
}
