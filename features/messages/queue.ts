import 'server-only';

/**
 * The one module through which other features queue messages (DESIGN §9). A message is a row
 * of the outbox written in the caller's own statement or transaction, so a change and its
 * messages commit or vanish together; the sender, the worker and the templates stay inside
 * this feature.
 */
export {
  appointmentMessagesSql,
  memberLanguageSql,
  messagesQueued,
  newAppointmentKeys,
  newAppointmentRow,
  queueAppointmentMessages,
  queueMessages,
  queueMessageSql,
  queueSeriesChange,
  queueSeriesConfirmation,
  readSalonForMessages,
  waitlistJoinedMessage,
  waitlistJoinedSql,
  waitlistOfferMessage,
  type ClientNotice,
} from './data/outbox';
export { memberInvitationLinks, passwordResetLinks } from './templates';
// What a stored message says (a client's data export; tests that read the outbox).
export { readableMessage, renderMessage } from './data/rendering';
export { mailGoesOut } from './mail-transport';
