'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { ok } from '@/lib/result';
import { listAppointmentMessages, sendDueRemindersNow, sendSalonMessage } from '@/features/messages/data/messages';
import { deliveryLogSchema, sendMessageSchema, sendRemindersSchema } from './schema';

/** 'Send Reminders' (Quick Actions): how many reminders were queued now. */
export const sendRemindersAction = authorizedAction({
  name: 'sendReminders',
  schema: sendRemindersSchema,
  revalidate: ['/admin/messages'],
  run: async (caller, input) => ok(await sendDueRemindersNow(caller, input)),
});

/** An appointment's delivery log, read when its detail dialog opens. */
export const loadDeliveryLogAction = authorizedAction({
  name: 'loadDeliveryLog',
  schema: deliveryLogSchema,
  run: async (caller, input) => ok(await listAppointmentMessages(caller, input)),
});

/** 'Send email' beside a draft: the draft's text goes to the customer through the outbox. */
export const sendMessageAction = authorizedAction({
  name: 'sendMessage',
  schema: sendMessageSchema,
  revalidate: ['/admin/messages'],
  run: (caller, input) => sendSalonMessage(caller, input),
});
