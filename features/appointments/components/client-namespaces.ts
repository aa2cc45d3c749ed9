/**
 * The catalogue parts the appointment list and dialogs (details, edit with its e-mail draft and slot check, the delivery log, new appointment, status
 * menu and badge) read in the browser. A page that shows them lists these in its ClientWords,
 * beside its own: a nested provider replaces the outer one's words.
 */
export const APPOINTMENTS_CLIENT_NAMESPACES = ['Appointments', 'EmailTools', 'MessageLog', 'Common'] as const;
