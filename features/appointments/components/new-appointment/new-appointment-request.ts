/** A client the dialog opens for (from their card): their details fill the customer fields, their alerts show. */
export type RequestedClient = { name: string; email: string | null; phone: string | null; alerts: readonly string[] };

/** Where the New appointment dialog opens: a day, maybe a time and a station or stylist (an empty place of the day schedule), or a walk-in now; maybe for a client. */
export type NewAppointmentRequest = { date: string; time?: string; stationId?: string | null; stylistId?: string | null; walkIn?: boolean; client?: RequestedClient };
