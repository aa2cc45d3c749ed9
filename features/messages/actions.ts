'use server';

import { answering, authorizedAction } from '@/lib/server/authorized-action';
import { listAppointmentMessages, sendDueRemindersNow, sendSalonMessage } from '@/features/messages/data/messages';
import { deliveryLogSchema, sendMessageSchema, sendRemindersSchema } from './schema';

const MESSAGES_SCREEN = ['/admin/messages'];

/** 'Send Reminders' (Quick Actions): how many reminders were queued now. */
export const sendRemindersAction = authorizedAction({ name: 'sendReminders', schema: sendRemindersSchema, revalidate: MESSAGES_SCREEN, run: answering(sendDueRemindersNow) });

/** An appointment's delivery log, read when its detail dialog opens. */
export const loadDeliveryLogAction = authorizedAction({ name: 'loadDeliveryLog', schema: deliveryLogSchema, run: answering(listAppointmentMessages) });

/** 'Send email' beside a draft: the draft's text goes to the customer through the outbox. */
export const sendMessageAction = authorizedAction({ name: 'sendMessage', schema: sendMessageSchema, revalidate: MESSAGES_SCREEN, run: sendSalonMessage });
