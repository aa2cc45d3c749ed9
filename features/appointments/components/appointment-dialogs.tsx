'use client';

import { useState } from 'react';
import { DraftEmailDialog, type EmailDraft } from '@/features/appointments/components/email/draft-email-dialog';
import { useSlotCheck } from '@/features/appointments/components/email/use-slot-check';
import { AppointmentDetailDialog, type DraftEmailKind } from './appointment-detail-dialog';
import type { AppointmentSalon, EditableAppointment } from './appointment-types';
import { EditAppointmentDialog } from './edit-appointment-dialog';
import { currencyOf, editFormValuesOf, slotQueryOf, timeChangeSubjectsOf } from './edit-form-values';

type Stage = { step: 'detail' } | { step: 'edit' } | { step: 'draft'; draft: EmailDraft };

type Props = {
  /** The appointment whose details are open; null when none is. */
  appointment: EditableAppointment | null;
  salon: AppointmentSalon;
  onClose: () => void;
};

/**
 * The appointment dialogs of every staff screen, one at a time: details → Edit Appointment →
 * (after a save that calls for an e-mail) the draft; or details → a draft. Closing any of them
 * ends the flow.
 */
export function AppointmentDialogs({ appointment, salon, onClose }: Props) {
  const [stage, setStage] = useState<Stage>({ step: 'detail' });
  const availability = useSlotCheck(salon.id);
  const close = () => {
    setStage({ step: 'detail' });
    onClose();
  };
  /** Opening the edit form checks the appointment's own time, whose day's free times become the chips. */
  const edit = (chosen: EditableAppointment) => {
    const query = slotQueryOf(editFormValuesOf(chosen, salon));
    if (query) availability.schedule(query);
    setStage({ step: 'edit' });
  };
  /** A time change reads from the appointment's previous start (its last move) to now; a cancellation names now. */
  const draftFromDetails = (chosen: EditableAppointment, kind: DraftEmailKind) => {
    const { before, after } = timeChangeSubjectsOf(chosen, salon);
    const setting = { salon: salon.contact, currency: currencyOf(chosen.serviceId ?? '', salon) };
    const from = kind === 'timeChange' ? before : after;
    setStage({ step: 'draft', draft: { type: kind, to: chosen.customerEmail, before: from, after, setting, language: chosen.language, salonId: salon.id, appointmentId: chosen.id } });
  };

  return (
    <>
      <AppointmentDetailDialog
        appointment={stage.step === 'detail' ? appointment : null}
        salonId={salon.id}
        timeZone={salon.timezone}
        onClose={close}
        onEdit={edit}
        onDraftEmail={draftFromDetails}
      />
      <EditAppointmentDialog
        appointment={stage.step === 'edit' ? appointment : null}
        salon={salon}
        availability={availability}
        onClose={close}
        onSaved={(draft) => (draft ? setStage({ step: 'draft', draft }) : close())}
      />
      <DraftEmailDialog draft={stage.step === 'draft' ? stage.draft : null} onClose={close} />
    </>
  );
}
