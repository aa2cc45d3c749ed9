import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/signup-form';
import { LOGIN_PATH } from '@/lib/auth/route-rules';

export const metadata: Metadata = { title: 'Create your salon' };

export default function SignUpPage() {
  return (
    <AuthCard
      title="Create your salon"
      description="Sign up as an owner: we set up your salon and its booking page."
      footer={
        <p>
          Already have an account?{' '}
          <Link href={LOGIN_PATH} className="font-medium text-primary underline-offset-4 hover:underline">
            Sign in
          </Link>
        </p>
      }
    >
      <SignUpForm />
    </AuthCard>
  );
}
