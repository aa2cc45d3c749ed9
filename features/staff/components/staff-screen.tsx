'use client';

import { Clock, KeyRound, Pencil, Plus, UserMinus } from 'lucide-react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { changeStaffRoleAction } from '@/features/staff/actions';
import { useFormAction } from '@/components/forms/use-form-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { AppointmentsToMove, StaffMember } from '@/features/staff/data/staff';
import type { StylistSettings } from '@/features/staff/data/stylist-schedule';
import { MEMBER_ROLES, type MemberRole } from '@/features/staff/schema';
import { formatWorkingWeek } from '@/lib/format/working-hours';
import { AddMemberDialog } from './add-member-dialog';
import { AppointmentsToMoveDialog, type ToMove } from './appointments-to-move-dialog';
import { RemoveMemberDialog, RenameMemberDialog, ResetPasswordDialog } from './member-dialogs';
import { ROLE_LABELS } from './role-labels';
import { StylistsSwitch } from './stylists-switch';

// Loaded on first open, like the appointment dialogs: most visits never open it.
const StylistScheduleDialog = dynamic(() => import('./stylist-schedule-dialog').then((m) => m.StylistScheduleDialog), { ssr: false });

type Props = { salonId: string; members: StaffMember[]; currentUserId: string; stylists: StylistSettings };

type Open = { kind: 'rename' | 'remove' | 'password' | 'hours'; member: StaffMember } | null;

/** Whether the member takes appointments, and their week in one line. */
function workSummary(member: StaffMember) {
  return member.bookable ? formatWorkingWeek(member.hours) : 'Does not take appointments';
}

/** /admin/staff: the salon's people, their roles, and when and what they work. */
export function StaffScreen({ salonId, members, currentUserId, stylists }: Props) {
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [toMove, setToMove] = useState<ToMove | null>(null);
  const opened = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.member : null);

  /** After a save or a removal: closes the dialog and lists what the owner should move, if anything. */
  const showToMove = (member: StaffMember, description: string, list: AppointmentsToMove) => {
    setOpen(null);
    if (list.total === 0) return;
    const title = `${list.total === 1 ? '1 appointment' : `${list.total} appointments`} to move`;
    setToMove({ title, description: `${member.fullName || member.email}: ${description}`, list });
  };

  const { run } = useFormAction();

  const changeRole = async (member: StaffMember, role: MemberRole) => {
    if (role === member.role) return;
    const result = await run(() => changeStaffRoleAction({ salonId, userId: member.id, role }));
    if (result.ok) toast.success(`${member.fullName || member.email} is now ${ROLE_LABELS[role].toLowerCase()}`);
  };

  return (
    <div className="grid gap-6">
      <StylistsSwitch salonId={salonId} enabled={stylists.stylistsEnabled} />
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
                  <p className="text-sm" data-testid="work-summary">
                    {workSummary(member)}
                  </p>
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
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'hours', member })} aria-label={`Hours & services of ${name}`}>
                    <Clock aria-hidden />
                    <span className="hidden lg:inline">Hours & services</span>
                  </Button>
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
      <RemoveMemberDialog
        salonId={salonId}
        member={opened('remove')}
        onClose={() => setOpen(null)}
        onRemoved={(member, list) => showToMove(member, 'these coming appointments keep their time and now have no stylist. Give them to someone.', list)}
      />
      {open?.kind === 'hours' && (
        <StylistScheduleDialog
          salonId={salonId}
          member={open.member}
          settings={stylists}
          onClose={() => setOpen(null)}
          onSaved={(member, list) => showToMove(member, 'these coming appointments no longer fit their hours, days off or services. They stay where they are: move them.', list)}
        />
      )}
      <AppointmentsToMoveDialog toMove={toMove} onClose={() => setToMove(null)} />
      <ResetPasswordDialog salonId={salonId} member={opened('password')} onClose={() => setOpen(null)} />
    </div>
  );
}
