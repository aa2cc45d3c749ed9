import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Sign in' };

// Placeholder until the sign-in screen lands (issue 3).
export default function LoginPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-sm flex-col justify-center gap-4 p-6">
      <h1 className="text-2xl font-semibold">Sign in</h1>
      <p className="text-sm text-muted-foreground">Need help? Contact your salon administrator</p>
    </main>
  );
}
