'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { ok } from '@/lib/result';
import { listAppointmentMessages, sendDueRemindersNow } from '@/features/messages/data/messages';
import { deliveryLogSchema, sendRemindersSchema } from './schema';

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
