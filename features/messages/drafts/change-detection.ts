// Which kind of change an edit is, and which e-mail it calls for (spec point 4
// "Edit-derived change types"). Pure.

/** Change types in the spec's e-mail priority order: the first one found decides the e-mail. */
export const CHANGE_TYPES = ['timeChange', 'cancellation', 'serviceChange', 'priceChange', 'confirmation'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

/** The change types that have an e-mail template (confirmation has none, spec point 9). */
export const EMAIL_TYPES = ['timeChange', 'cancellation', 'serviceChange', 'priceChange'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/** The edit form fields that change detection compares. */
export type ChangeSnapshot = {
  appointment_date: string;
  appointment_time: string;
  service_name: string;
  service_duration: number | null;
  custom_duration: number | null;
  service_price: number | null;
  status: string;
};

/** Minutes the appointment takes: the custom duration when set, else the service's. */
function effectiveMinutes(snapshot: ChangeSnapshot): number | null {
  return snapshot.custom_duration ?? snapshot.service_duration;
}

/**
 * The change types between two versions of an appointment, in priority order. A service
 * change is a new service name or a new length (custom or service duration); cancellation
 * and confirmation are a status that becomes cancelled or confirmed.
 */
export function detectChanges(before: ChangeSnapshot, after: ChangeSnapshot): ChangeType[] {
  const found: Record<ChangeType, boolean> = {
    timeChange: before.appointment_date !== after.appointment_date || before.appointment_time !== after.appointment_time,
    cancellation: before.status !== 'cancelled' && after.status === 'cancelled',
    serviceChange: before.service_name.trim() !== after.service_name.trim() || effectiveMinutes(before) !== effectiveMinutes(after),
    priceChange: (before.service_price ?? null) !== (after.service_price ?? null),
    confirmation: before.status !== 'confirmed' && after.status === 'confirmed',
  };
  return CHANGE_TYPES.filter((type) => found[type]);
}

function hasTemplate(type: ChangeType): type is EmailType {
  return (EMAIL_TYPES as readonly string[]).includes(type);
}

/**
 * The e-mail to preview for these changes: the highest-priority change, when it has a template.
 * Null when nothing changed, auto-generation is off, or the top change is a confirmation.
 */
export function emailTypeFor(changes: readonly ChangeType[], autoGenerate: boolean): EmailType | null {
  const [top] = CHANGE_TYPES.filter((type) => changes.includes(type));
  return autoGenerate && top && hasTemplate(top) ? top : null;
}
