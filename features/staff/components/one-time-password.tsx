'use client';

import { Copy } from 'lucide-react';
import { toast } from '@/lib/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A member's new password, shown this once: the owner copies it and hands it over. */
export function OneTimePassword({ name, email, password }: { name: string; email: string; password: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      toast.success('Password copied');
    } catch {
      toast.error('Copying failed: select the password and copy it by hand.');
    }
  };
  return (
    <div className="grid gap-3">
      <Alert variant="info">
        Give this password to {name}. They sign in at /login with {email} and this password. It is shown only once: after you close this
        window nobody can see it again.
      </Alert>
      <div className="flex items-center gap-2">
        <code data-testid="one-time-password" className="min-w-0 flex-1 rounded-md border bg-muted px-3 py-2 font-mono text-base break-all select-all">
          {password}
        </code>
        <Button variant="outline" onClick={copy} aria-label="Copy password">
          <Copy aria-hidden />
          <span className="hidden sm:inline">Copy</span>
        </Button>
      </div>
    </div>
  );
}
