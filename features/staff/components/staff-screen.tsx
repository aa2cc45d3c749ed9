'use client';

import { Clock, KeyRound, Pencil, Plus, UserMinus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
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
import { useRoleLabel } from './role-labels';
import { StylistsSwitch } from './stylists-switch';

// Loaded on first open, like the appointment dialogs: most visits never open it.
const StylistScheduleDialog = dynamic(() => import('./stylist-schedule-dialog').then((m) => m.StylistScheduleDialog), { ssr: false });

type Props = { salonId: string; members: StaffMember[]; currentUserId: string; stylists: StylistSettings };

type Open = { kind: 'rename' | 'remove' | 'password' | 'hours'; member: StaffMember } | null;

/** /admin/staff: the salon's people, their roles, and when and what they work. */
export function StaffScreen({ salonId, members, currentUserId, stylists }: Props) {
  const t = useTranslations('Staff');
  const language = useLocale();
  const tc = useTranslations('Common');
  const roleLabel = useRoleLabel();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  const [toMove, setToMove] = useState<ToMove | null>(null);
  const opened = (kind: NonNullable<Open>['kind']) => (open?.kind === kind ? open.member : null);

  /** After a save or a removal: closes the dialog and lists what the owner should move, if anything. */
  const showToMove = (member: StaffMember, description: 'removedToMove' | 'savedToMove', list: AppointmentsToMove) => {
    setOpen(null);
    if (list.total === 0) return;
    setToMove({ title: t('toMoveTitle', { count: list.total }), description: t(description, { name: member.fullName || member.email }), list });
  };

  /** Whether the member takes appointments, and their week in one line. */
  const workSummary = (member: StaffMember) => (member.bookable ? (formatWorkingWeek(member.hours, language) ?? t('noWorkingHours')) : t('noAppointments'));

  const { run } = useFormAction();

  const changeRole = async (member: StaffMember, role: MemberRole) => {
    if (role === member.role) return;
    const result = await run(() => changeStaffRoleAction({ salonId, userId: member.id, role }));
    if (result.ok) toast.success(t('roleChanged', { name: member.fullName || member.email, role: roleLabel(role, { lower: true }) }));
  };

  return (
    <div className="grid gap-6">
      <StylistsSwitch salonId={salonId} enabled={stylists.stylistsEnabled} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">{t('team', { count: members.length })}</h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden />
          {t('addMember')}
        </Button>
      </div>
      <Card>
        <ul className="divide-y" aria-label={t('teamList')}>
          {members.map((member) => {
            const name = member.fullName || member.email;
            const self = member.id === currentUserId;
            return (
              <li key={member.id} data-member={member.email} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words">{name}</span>
                    {self && <Badge variant="primary">{t('you')}</Badge>}
                  </div>
                  <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                  <p className="text-sm" data-testid="work-summary">
                    {workSummary(member)}
                  </p>
                  {member.upcomingAppointments > 0 && (
                    <p className="text-sm text-muted-foreground">
                      {t('comingAppointments', { count: member.upcomingAppointments })}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 flex-wrap items-center gap-1">
                  <Select value={member.role} onValueChange={(role) => changeRole(member, role as MemberRole)}>
                    <SelectTrigger aria-label={t('roleOf', { name })} className="w-36">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {MEMBER_ROLES.map((role) => (
                        <SelectItem key={role} value={role}>
                          {roleLabel(role)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'hours', member })} aria-label={t('hoursAndServicesOf', { name })}>
                    <Clock aria-hidden />
                    <span className="hidden lg:inline">{t('hoursAndServices')}</span>
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'rename', member })} aria-label={t('renameName', { name })}>
                    <Pencil aria-hidden />
                    <span className="hidden lg:inline">{t('rename')}</span>
                  </Button>
                  {!self && (
                    <>
                      <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'password', member })} aria-label={t('newPasswordFor', { name })}>
                        <KeyRound aria-hidden />
                        <span className="hidden lg:inline">{t('newPassword')}</span>
                      </Button>
                      <Button variant="ghost" size="sm" className="text-danger" onClick={() => setOpen({ kind: 'remove', member })} aria-label={t('removeName', { name })}>
                        <UserMinus aria-hidden />
                        <span className="hidden lg:inline">{tc('remove')}</span>
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
        onRemoved={(member, list) => showToMove(member, 'removedToMove', list)}
      />
      {open?.kind === 'hours' && (
        <StylistScheduleDialog
          salonId={salonId}
          member={open.member}
          settings={stylists}
          onClose={() => setOpen(null)}
          onSaved={(member, list) => showToMove(member, 'savedToMove', list)}
        />
      )}
      <AppointmentsToMoveDialog toMove={toMove} onClose={() => setToMove(null)} />
      <ResetPasswordDialog salonId={salonId} member={opened('password')} onClose={() => setOpen(null)} />
    </div>
  );
}
