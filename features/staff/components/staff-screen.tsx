'use client';

import { KeyRound, Pencil, Plus, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { changeStaffRoleAction } from '@/features/staff/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { StaffMember } from '@/features/staff/data/staff';
import { MEMBER_ROLES, type MemberRole } from '@/features/staff/schema';
import { AddMemberDialog } from './add-member-dialog';
import { RemoveMemberDialog, RenameMemberDialog, ResetPasswordDialog } from './member-dialogs';
import { ROLE_LABELS } from './role-labels';

type Props = { salonId: string; members: StaffMember[]; currentUserId: string };

type Open = { kind: 'rename' | 'remove' | 'password'; member: StaffMember } | null;

/** /admin/staff: the salon's people and their roles. */
export function StaffScreen({ salonId, members, currentUserId }: Props) {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const opened = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.member : null);

  const { run } = useFormAction();

  const changeRole = async (member: StaffMember, role: MemberRole) => {
    if (role === member.role) return;
    const result = await run(() => changeStaffRoleAction({ salonId, userId: member.id, role }));
    if (result.ok) toast.success(`${member.fullName || member.email} is now ${ROLE_LABELS[role].toLowerCase()}`);
  };

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Team ({members.length})</h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          Add Staff Member
        </Button>
      </div>
      <Card>
        <ul className="divide-y" aria-label="Team">
          {members.map((member) => {
            const name = member.fullName || member.email;
            const self = member.id === currentUserId;
            return (
              <li key={member.id} data-member={member.email} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{name}</span>
                    {self && <Badge variant="primary">you</Badge>}
                  </div>
                  <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                  {member.upcomingAppointments > 0 && (
                    <p className="text-sm text-muted-foreground">
                      {member.upcomingAppointments === 1 ? '1 coming appointment' : `${member.upcomingAppointments} coming appointments`}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-1">
                  <Select value={member.role} onValueChange={(role) => changeRole(member, role as MemberRole)}>
                    <SelectTrigger aria-label={`Role of ${name}`} className="w-28">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MEMBER_ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'rename', member })} aria-label={`Rename ${name}`}>
                    <Pencil aria-hidden />
                    <span className="hidden lg:inline">Rename</span>
                  </Button>
                  {!self && (
                    <>
                      <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'password', member })} aria-label={`New password for ${name}`}>
                        <KeyRound aria-hidden />
                        <span className="hidden lg:inline">New password</span>
                      </Button>
                      <Button variant="ghost" size="sm" className="text-danger" onClick={() => setOpen({ kind: 'remove', member })} aria-label={`Remove ${name}`}>
                        <UserMinus aria-hidden />
                        <span className="hidden lg:inline">Remove</span>
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>
      <AddMemberDialog salonId={salonId} open={adding} onOpenChange={setAdding} />
      <RenameMemberDialog salonId={salonId} member={opened('rename')} onClose={() => setOpen(null)} />
      <RemoveMemberDialog salonId={salonId} member={opened('remove')} onClose={() => setOpen(null)} />
      <ResetPasswordDialog salonId={salonId} member={opened('password')} onClose={() => setOpen(null)} />
    </div>
  );
}
