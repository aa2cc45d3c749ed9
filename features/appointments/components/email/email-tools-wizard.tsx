'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/ui/toast';
import { setAppointmentStatusAction, updateAppointmentAction } from '@/features/appointments/actions';
import type { AppointmentSalon, EditableAppointment } from '@/features/appointments/components/appointment-types';
import { currencyOf, editFormValuesOf, emailSubjectOf } from '@/features/appointments/components/edit-form-values';
import { Button } from '@/components/ui/button';
import { useMessage } from '@/components/forms/use-message';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { UNEXPECTED_ERROR_MESSAGE, type ActionResult } from '@/lib/result';
import { composeEmail } from '@/features/messages/drafts/compose';
import { editEmailRequest } from '@/features/messages/drafts/edit-email';
import type { EmailContent } from '@/features/messages/drafts/email-request';
import type { Locale } from '@/lib/i18n/locale';
import { formatLongDate } from '@/lib/format/dates';
import { EmailActions } from './email-actions';
import { useSlotCheck } from './use-slot-check';
import { WizardChooseStep, type WizardAction } from './wizard-choose-step';
import { WizardDetailsStep } from './wizard-details-step';
import { WizardEmailStep } from './wizard-email-step';
import { WizardSearchStep, type SearchAppointments } from './wizard-search-step';

/** Spec point 4 "Email Tools steps". */
const STEPS = ['action-selection', 'appointment-selection', 'details-review', 'email-generation'] as const;
const TITLES = ['chooseAction', 'selectAppointment', 'reviewDetails', 'emailPreview'] as const;

type Props = { open: boolean; onOpenChange: (open: boolean) => void; salon: AppointmentSalon; search: SearchAppointments };

/** Spec point 2 "Email Tools wizard" (600 px, four steps). Closing it forgets everything: it starts afresh on open. */
export function EmailToolsWizard({ open, onOpenChange, salon, search }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl">{open && <Wizard salon={salon} search={search} onDone={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}

function Wizard({ salon, search, onDone }: { salon: AppointmentSalon; search: SearchAppointments; onDone: () => void }) {
  const t = useTranslations('EmailTools');
  const common = useTranslations('Common');
  const appointments = useTranslations('Appointments');
  const page = useLocale();
  const [step, setStep] = useState(0);
  const [action, setAction] = useState<WizardAction>('reschedule');
  const [appointment, setAppointment] = useState<EditableAppointment | null>(null);
  const [when, setWhen] = useState({ date: '', time: '' });
  const [language, setLanguage] = useState<Locale>('en');
  const [content, setContent] = useState<EmailContent | null>(null);
  const [saving, setSaving] = useState(false);
  const slot = useSlotCheck(salon.id);
  const render = useMessage();

  const [saved, setSaved] = useState(false);
  const current = appointment && editFormValuesOf(appointment, salon);
  // Its own time is no new time: said at once, not after 'Time slot is available'.
  const unchanged = action === 'reschedule' && current !== null && current.appointment_date === when.date && current.appointment_time === when.time;
  const blocked = action === 'reschedule' && (unchanged || slot.state.status === 'checking' || slot.state.status === 'unavailable' || slot.state.status === 'error');

  const move = (date: string, time: string) => {
    setWhen({ date, time });
    if (appointment) slot.schedule({ appointmentId: appointment.id, date, time });
  };
  const pick = (chosen: EditableAppointment) => {
    const values = editFormValuesOf(chosen, salon);
    setAppointment(chosen);
    setLanguage(chosen.language);
    setWhen({ date: values.appointment_date, time: values.appointment_time });
    // Checked at its own time, the day's free half-hours come back as the slot chips.
    if (action === 'reschedule') slot.schedule({ appointmentId: chosen.id, date: values.appointment_date, time: values.appointment_time });
    setStep(2);
  };
  const generate = () => {
    if (!current) return;
    if (action === 'reschedule' && (slot.state.status !== 'available' || unchanged)) {
      toast.error(t('invalidSlot'), { description: t('invalidSlotHint') });
      return;
    }
    const before = emailSubjectOf(current);
    const after = { ...before, appointment_date: when.date, appointment_time: when.time };
    const setting = { salon: salon.contact, currency: currencyOf(current.service_id, salon) };
    setContent(composeEmail(editEmailRequest(action === 'reschedule' ? 'timeChange' : 'cancellation', before, after, setting), language));
    setStep(3);
  };

  // The change is saved (once confirmed) before the e-mail can go out, so the e-mail never
  // announces a move or a cancellation the book does not have.
  const save = async () => {
    if (!current || !appointment) return;
    const question =
      action === 'reschedule'
        ? t('confirmMove', { name: appointment.customerName, date: formatLongDate(when.date, { language: page }), time: when.time })
        : t('confirmCancel', { name: appointment.customerName });
    if (!window.confirm(question)) return;
    setSaving(true);
    const result: ActionResult<unknown> | null = await (action === 'reschedule'
      ? updateAppointmentAction({ ...current, appointment_date: when.date, appointment_time: when.time })
      : setAppointmentStatusAction({ salonId: salon.id, appointmentId: appointment.id, status: 'cancelled' })
    ).catch(() => null);
    setSaving(false);
    if (result?.ok) {
      toast.success(appointments('saved'));
      setSaved(true);
      return;
    }
    toast.error(appointments('saveFailed'), { description: render(result?.message ?? UNEXPECTED_ERROR_MESSAGE) });
    if (result?.code === 'SLOT_TAKEN') {
      setStep(2);
      slot.schedule({ appointmentId: appointment.id, ...when });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('title')}</DialogTitle>
        <DialogDescription data-step={STEPS[step]}>
          {t('step', { step: step + 1, total: STEPS.length, title: t(TITLES[step]) })}
        </DialogDescription>
      </DialogHeader>
      {step === 0 && (
        <WizardChooseStep
          onChoose={(chosen) => {
            setAction(chosen);
            setStep(1);
          }}
        />
      )}
      {step === 1 && <WizardSearchStep search={search} timeZone={salon.timezone} onPick={pick} />}
      {step === 2 && appointment && (
        <WizardDetailsStep
          action={action}
          appointment={appointment}
          timeZone={salon.timezone}
          date={when.date}
          time={when.time}
          onMove={move}
          slot={slot.state}
          unchanged={unchanged}
          language={language}
          onLanguageChange={setLanguage}
        />
      )}
      {step === 3 && content && appointment?.customerEmail && <WizardEmailStep to={appointment.customerEmail} content={content} onChange={setContent} saved={saved} />}
      <DialogFooter className="sm:flex-wrap">
        {step > 0 && !saved && (
          <Button variant="outline" onClick={() => setStep(step - 1)} className="sm:mr-auto">
            {common('back')}
          </Button>
        )}
        {step === 2 && (
          <Button onClick={generate} disabled={blocked}>
            {t('generateEmail')}
          </Button>
        )}
        {step === 3 && content && !saved && (
          <Button onClick={save} disabled={saving}>
            {saving ? common('saving') : action === 'reschedule' ? t('moveAppointment') : t('cancelAppointment')}
          </Button>
        )}
        {step === 3 && content && saved && (
          <>
            <EmailActions
              to={appointment?.customerEmail}
              subject={content.subject}
              body={content.body}
              copyLabel={t('copyEmail')}
              openLabel={t('openEmailApp')}
              send={appointment ? { salonId: salon.id, appointmentId: appointment.id, language } : undefined}
            />
            <Button variant="secondary" onClick={onDone}>
              {t('done')}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}
