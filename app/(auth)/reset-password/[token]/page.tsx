import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { Alert } from '@/components/ui/alert';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/features/auth/components/password-reset-forms';
import { resetLinkIsValid } from '@/features/auth/data/password-resets';
import { RESET_MESSAGES, RESET_TOKEN_PATTERN } from '@/features/auth/schema';

// The token is in the address: no page it links to learns it, and no search engine keeps it.
export const metadata: Metadata = { title: 'Choose a new password', referrer: 'no-referrer', robots: { index: false } };

export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  const valid = RESET_TOKEN_PATTERN.test(token) && (await resetLinkIsValid(token));
  return (
    <AuthCard
      title="Choose a new password"
      description="It replaces your old one, and signs you out everywhere."
      footer={
        <Link href="/forgot-password" className="font-medium text-primary underline-offset-4 hover:underline">
          Ask for a new link
        </Link>
      }
    >
      {valid ? <ResetPasswordForm token={token} /> : <Alert>{RESET_MESSAGES.invalidLink}</Alert>}
    </AuthCard>
  );
}
