import { appointments } from '@/lib/db/schema';

/**
 * What an appointment records about its customer and the visit, as staff read it back: the
 * customer's name and contact details, their notes and the salon's internal ones.
 */
export const appointmentCustomerColumns = {
  customerName: appointments.customerName,
  customerEmail: appointments.customerEmail,
  customerPhone: appointments.customerPhone,
  customerInstagram: appointments.customerInstagram,
  notes: appointments.notes,
  internalNotes: appointments.internalNotes,
};

export type AppointmentCustomer = Pick<typeof appointments.$inferSelect, keyof typeof appointmentCustomerColumns>;
