/** Where the New appointment dialog opens: a day, maybe a time and a station or stylist (an empty place of the day schedule), or a walk-in now. */
export type NewAppointmentRequest = { date: string; time?: string; stationId?: string | null; stylistId?: string | null; walkIn?: boolean };
