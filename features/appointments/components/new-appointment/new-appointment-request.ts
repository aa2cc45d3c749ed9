/** Where the New appointment dialog opens: a day, maybe a time and a station (an empty place of the day schedule), or a walk-in now. */
export type NewAppointmentRequest = { date: string; time?: string; stationId?: string | null; walkIn?: boolean };
