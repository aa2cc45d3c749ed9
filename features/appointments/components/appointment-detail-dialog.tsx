'use client';

import type { EditableAppointment } from './appointment-types';
import { CalendarClock, Contact, Mail, MailX, Pencil, Phone, Repeat } from 'lucide-react';
import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { buildMailto } from '@/lib/format/mailto';
import { telLink } from '@/lib/format/contact-links';
import { formatLongDate, formatTimeRange } from '@/lib/format/dates';
import { instantToZonedParts } from '@/lib/scheduling/zoned-time';
import { ClientAlerts } from './client-alerts';
import { LazyStatusMenu } from './lazy-status-menu';
import { StatusBadge } from './status-badge';
import { DeliveryLog } from '@/features/messages/components/delivery-log';

/** The e-mails a draft can be about, from this dialog (spec point 2). */
export type DraftEmailKind = 'timeChange' | 'cancellation';

type Props = {
  appointment: EditableAppointment | null;
  /** The salon, for the delivery log. */
  salonId: string;
  timeZone: string;
  onClose: () => void;
  /** Shows 'Edit Appointment' when given (spec: "if an edit handler exists"). */
  onEdit?: (appointment: EditableAppointment) => void;
  /** The draft buttons need a customer e-mail and this handler. */
  onDraftEmail?: (appointment: EditableAppointment, kind: DraftEmailKind) => void;
};

/** Spec point 2 "Appointment detail dialog". */
export function AppointmentDetailDialog({ appointment, salonId, timeZone, onClose, onEdit, onDraftEmail }: Props) {
  return (
    <Dialog open={appointment !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{appointment && <Details appointment={appointment} salonId={salonId} timeZone={timeZone} onEdit={onEdit} onDraftEmail={onDraftEmail} />}</DialogContent>
    </Dialog>
  );
}

function Details({ appointment, salonId, timeZone, onEdit, onDraftEmail }: Omit<Props, 'appointment' | 'onClose'> & { appointment: EditableAppointment }) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const language = useLocale();
  const date = instantToZonedParts(appointment.startTime, timeZone).date;
  const canDraft = Boolean(appointment.customerEmail && onDraftEmail);
  const mailto = buildMailto({ to: appointment.customerEmail });
  return (
    <>
      <DialogHeader>
        <DialogTitle>{appointment.customerName}</DialogTitle>
        <DialogDescription>
          {appointment.serviceName}
          {appointment.visitServices && (
            <span data-visit className="block">
              {t('visitOfParts', { services: appointment.visitServices })}
            </span>
          )}
        </DialogDescription>
      </DialogHeader>
      <ClientAlerts alerts={appointment.clientAlerts} />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0" data-testid="appointment-details">
        <dt className="text-muted-foreground">{common('date')}</dt>
        <dd>{formatLongDate(date, { language })}</dd>
        <dt className="text-muted-foreground">{common('time')}</dt>
        <dd>{formatTimeRange(appointment.startTime, appointment.endTime, timeZone)}</dd>
        <dt className="text-muted-foreground">{common('status')}</dt>
        <dd className="flex items-center gap-2">
          <StatusBadge status={appointment.status} />
          {appointment.seriesId && <LazyStatusMenu salonId={salonId} appointment={appointment} />}
        </dd>
        {appointment.seriesId && (
          <>
            <dt className="sr-only">{t('partOfSeries')}</dt>
            <dd className="col-span-2 inline-flex items-center gap-1.5 text-muted-foreground" data-testid="series-badge">
              <Repeat className="size-4" aria-hidden />
              {t('partOfSeries')}
            </dd>
          </>
        )}
        {appointment.notes?.trim() && (
          <>
            <dt className="text-muted-foreground">{t('specialRequests')}</dt>
            <dd className="break-words whitespace-pre-wrap">{appointment.notes.trim()}</dd>
          </>
        )}
        {appointment.stationName && (
          <>
            <dt className="text-muted-foreground">{t('station')}</dt>
            <dd>{appointment.stationName}</dd>
          </>
        )}
        {appointment.staffName && (
          <>
            <dt className="text-muted-foreground">{common('stylist')}</dt>
            <dd className="break-words">{appointment.staffName}</dd>
          </>
        )}
        {appointment.customerEmail && (
          <>
            <dt className="text-muted-foreground">{t('eMail')}</dt>
            <dd className="break-all">
              {mailto ? (
                <a className="inline-flex max-w-full items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={mailto}>
                  <Mail className="size-4 shrink-0" aria-hidden />
                  <span className="min-w-0">{appointment.customerEmail}</span>
                </a>
              ) : (
                appointment.customerEmail
              )}
            </dd>
          </>
        )}
        {appointment.customerPhone && (
          <>
            <dt className="text-muted-foreground">{common('phone')}</dt>
            <dd>
              <a className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={telLink(appointment.customerPhone) ?? undefined}>
                <Phone className="size-4" aria-hidden />
                {appointment.customerPhone}
              </a>
            </dd>
          </>
        )}
        {appointment.visitNote && (
          <>
            <dt className="text-muted-foreground">{t('visitNote')}</dt>
            <dd className="break-words whitespace-pre-line">{appointment.visitNote}</dd>
          </>
        )}
        {appointment.previousVisitNote && (
          <>
            <dt className="text-muted-foreground">{t('previousVisitNote')}</dt>
            <dd className="break-words whitespace-pre-line" data-testid="previous-visit-note">
              {appointment.previousVisitNote}
            </dd>
          </>
        )}
        <dt className="sr-only">{t('openClientCard')}</dt>
        <dd className="col-span-2">
          <Link className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline" href={`/admin/clients/${appointment.clientId}`}>
            <Contact className="size-4" aria-hidden />
            {t('openClientCard')}
          </Link>
        </dd>
      </dl>
      <DeliveryLog salonId={salonId} appointmentId={appointment.id} timeZone={timeZone} />
      <DialogFooter className="sm:flex-wrap [&>button]:h-auto [&>button]:min-h-10 [&>button]:whitespace-normal">
        {onEdit && (
          <Button variant="outline" onClick={() => onEdit(appointment)}>
            <Pencil aria-hidden />
            {t('editAppointment')}
          </Button>
        )}
        <Button variant="outline" disabled={!canDraft} onClick={() => onDraftEmail?.(appointment, 'timeChange')}>
          <CalendarClock aria-hidden />
          {t('draftTimeChange')}
        </Button>
        <Button variant="outline" disabled={!canDraft} onClick={() => onDraftEmail?.(appointment, 'cancellation')}>
          <MailX aria-hidden />
          {t('draftCancellation')}
        </Button>
      </DialogFooter>
    </>
  );
}
