import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { SignOutButton } from './sign-out-button';
import { ThemeToggle } from './theme-toggle';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

type Props = {
  salonName: string;
  fullName: string | null;
  email: string;
  role: string | null;
  /** The admin's salon choice, on /simple-dashboard. */
  salonPicker?: ReactNode;
  /** The Email Tools button with its wizard, once a salon is chosen. */
  emailTools?: ReactNode;
};

/**
 * Spec point 2: salon title, the user's full name, Email Tools and Sign Out. Without a salon
 * (an admin who has not picked one) Email Tools is shown disabled.
 */
export function DashboardHeader({ salonName, fullName, email, role, salonPicker, emailTools }: Props) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold" data-testid="user-salon">
          {salonName}
        </h1>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
          <span className="font-medium text-foreground" data-testid="user-name">
            {fullName ?? email}
          </span>
          <span data-testid="user-email">{email}</span>
          <Badge variant="primary" data-testid="user-role">
            {role ?? 'Unknown'}
          </Badge>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {salonPicker}
        {emailTools ?? (
          <Button variant="outline" disabled title="Choose a salon first">
            <Mail aria-hidden />
            Email Tools
          </Button>
        )}
        <ThemeToggle />
        <SignOutButton />
      </div>
    </header>
  );
}
