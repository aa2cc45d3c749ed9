'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { toast } from '@/lib/ui/toast';
import { updateAppointmentAction } from '@/features/appointments/actions';
import type { EmailDraft } from '@/features/appointments/components/email/draft-email-dialog';
import type { SlotCheck } from '@/features/appointments/components/email/use-slot-check';
import { useActionForm } from '@/components/forms/use-action-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { composeEmail } from '@/features/messages/drafts/compose';
import { editEmailRequest, pendingEmailType } from '@/features/messages/drafts/edit-email';
import type { Locale } from '@/lib/i18n/locale';
import type { AppointmentEdit } from '@/lib/validation/appointment-edit';
import type { AppointmentSalon, EditableAppointment } from './appointment-types';
import { EditCustomerTab } from './edit-customer-tab';
import { EditDetailsTab } from './edit-details-tab';
import { EditEmailPreviewTab } from './edit-email-preview-tab';
import { NotifyClientField } from './notify-client-field';
import { SeriesScopeField } from './series-scope-field';
import { sendConfirmingOutsideHours } from './outside-hours-confirmation';
import { currencyOf, editFormSchema, editFormValuesOf, emailSubjectOf, type EditFormValues } from './edit-form-values';

type Props = {
  appointment: EditableAppointment | null;
  salon: AppointmentSalon;
  /** The availability check of the form's time, started when the dialog opens. */
  availability: SlotCheck;
  onClose: () => void;
  /** After a save: the e-mail it calls for (spec point 4's priority), or null when none. */
  onSaved: (draft: EmailDraft | null) => void;
};

type Tab = 'details' | 'customer' | 'email';
/** On a phone the three spec labels wrap inside their tabs rather than scroll. */
/** Three tabs share a 375 px phone: smaller there, and a label wraps between words, never inside one ('Appointmen/t'). */
const TAB_CLASS = 'px-1.5 py-1.5 text-center text-xs leading-tight whitespace-normal wrap-normal break-normal sm:px-3 sm:text-sm';
const CUSTOMER_FIELDS = new Set(['customer_name', 'customer_email', 'customer_phone', 'customer_instagram']);
const tabOf = (fields: string[]): Tab => (fields.length && fields.every((field) => CUSTOMER_FIELDS.has(field)) ? 'customer' : 'details');

/** Spec point 2 "Edit Appointment dialog" (800 px): three tabs; saving is real. */
export function EditAppointmentDialog({ appointment, ...props }: Props) {
  return appointment && <EditAppointmentForm key={appointment.id} appointment={appointment} {...props} />;
}

function EditAppointmentForm({ appointment, salon, availability, onClose, onSaved }: Props & { appointment: EditableAppointment }) {
  const t = useTranslations('Appointments');
  const common = useTranslations('Common');
  const [defaults] = useState(() => editFormValuesOf(appointment, salon));
  const form = useActionForm<EditFormValues, AppointmentEdit>(editFormSchema, {
    defaultValues: defaults,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    toast: t('saveFailed'),
  });
  const { control, getValues, handleSubmit, run, failure } = form;
  const { isDirty, isSubmitting } = form.formState;
  const [tab, setTab] = useState<Tab>('details');
  const [autoGenerate, setAutoGenerate] = useState(true);
  const [language, setLanguage] = useState<Locale>(appointment.language);

  const current = { ...defaults, ...useWatch({ control }) } as EditFormValues;
  const before = emailSubjectOf(defaults);
  const after = emailSubjectOf(current);
  const emailType = pendingEmailType(before, after, autoGenerate);
  const setting = { salon: salon.contact, currency: currencyOf(current.service_id, salon) };
  const preview = emailType && composeEmail(editEmailRequest(emailType, before, after, setting), language);
  // A move, a new stylist or a cancellation the client can be told of (the server sends it with the save).
  const [notify, setNotify] = useState(true);
  const tellable =
    Boolean(current.customer_email?.trim()) &&
    (current.appointment_date !== defaults.appointment_date ||
      current.appointment_time !== defaults.appointment_time ||
      current.staff_id !== defaults.staff_id ||
      (current.status === 'cancelled' && defaults.status !== 'cancelled'));
  const tell = tellable && notify;
  // An occurrence of a standing appointment whose time, stylist, service or length changes: this one only, or the rest of its series too.
  const [restOfSeries, setRestOfSeries] = useState(false);
  const rescheduled = (['appointment_date', 'appointment_time', 'staff_id', 'service_id', 'custom_duration', 'station_id'] as const).some((field) => current[field] !== defaults[field]);
  const seriesChoice = Boolean(appointment.seriesId) && rescheduled && current.status !== 'cancelled';

  const requestClose = () => {
    if (!isDirty || window.confirm(t('unsavedConfirm'))) onClose();
  };

  const save = handleSubmit(
    async (edit) => {
      const result = await run(() =>
        sendConfirmingOutsideHours((confirmed) => updateAppointmentAction({ ...edit, outside_hours_confirmed: confirmed, notify_client: tell, rest_of_series: seriesChoice && restOfSeries }), (reason) => t('saveAnyway', { reason })),
      );
      if (!result.ok) return setTab(tabOf(Object.keys(result.fieldErrors ?? {})));
      const changed = result.data.seriesChanged;
      toast.success(changed ? t(tell ? 'seriesChangedClientTold' : 'seriesChanged', { count: changed }) : t(tell ? 'savedClientTold' : 'saved'));
      const values = getValues();
      // Told by the save itself: no draft to send as well.
      onSaved(!tell && emailType ? { type: emailType, to: values.customer_email.trim(), before, after: emailSubjectOf(values), setting, language, salonId: salon.id, appointmentId: appointment.id } : null);
    },
    (errors) => setTab(tabOf(Object.keys(errors))),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && requestClose()}>
      <DialogContent size="2xl">
        <DialogHeader>
          <DialogTitle>{t('editAppointment')}</DialogTitle>
          <DialogDescription>
            {appointment.customerName} · {appointment.serviceName}
          </DialogDescription>
        </DialogHeader>
        <FormProvider {...form}>
          <form onSubmit={save} noValidate className="grid min-w-0 gap-4">
            {failure && <Alert>{failure}</Alert>}
            <Tabs value={tab} onValueChange={(next) => setTab(next as Tab)} className="min-w-0">
              <TabsList className="h-auto min-h-10 w-full">
                <TabsTrigger value="details" className={TAB_CLASS}>
                  {t('detailsTab')}
                </TabsTrigger>
                <TabsTrigger value="customer" className={TAB_CLASS}>
                  {t('customerTab')}
                </TabsTrigger>
                <TabsTrigger value="email" className={TAB_CLASS}>
                  {t('emailTab')}
                  {emailType && (
                    <span className="relative size-2 shrink-0 rounded-full bg-primary" data-testid="email-pending-dot">
                      <span className="sr-only">{t('emailPending')}</span>
                    </span>
                  )}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="details" forceMount className="pt-2 data-[state=inactive]:hidden">
                <EditDetailsTab salon={salon} availability={availability} currentStationName={appointment.stationName} />
              </TabsContent>
              <TabsContent value="customer" forceMount className="pt-2 data-[state=inactive]:hidden">
                <EditCustomerTab />
              </TabsContent>
              <TabsContent value="email" className="pt-2">
                <EditEmailPreviewTab
                  autoGenerate={autoGenerate}
                  onAutoGenerateChange={setAutoGenerate}
                  language={language}
                  onLanguageChange={setLanguage}
                  type={emailType}
                  content={preview}
                />
              </TabsContent>
            </Tabs>
            {seriesChoice && <SeriesScopeField name="edit-series" labels={{ thisOne: t('changeThisOne'), theRest: t('changeTheRest') }} rest={restOfSeries} onChange={setRestOfSeries} />}
            {tellable && <NotifyClientField id="edit-notify-client" checked={notify} onCheckedChange={setNotify} series={seriesChoice && restOfSeries} />}
            <DialogFooter sticky className="items-center sm:justify-between">
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="edit-footer-note">
                {t(isDirty ? 'unsavedNote' : 'noChangesNote')}
              </p>
              <div className="flex flex-col-reverse gap-2 self-stretch sm:flex-row">
                <Button variant="outline" onClick={requestClose}>
                  {common('cancel')}
                </Button>
                <Button type="submit" disabled={!isDirty || isSubmitting}>
                  {isSubmitting ? common('saving') : t('saveChanges')}
                </Button>
              </div>
            </DialogFooter>
          </form>
        </FormProvider>
      </DialogContent>
    </Dialog>
  );
}
