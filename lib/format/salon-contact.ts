// The salon as it signs its e-mails and shows its contact. Pure.

/** The salon's contact; empty fields are left out where it is shown. */
export type SalonContact = {
  name: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  city?: string | null;
  country?: string | null;
};

/** The contact of a salon, from its profile (nothing else of the row). */
export function salonContactOf({ name, email, phone, address, city, country }: SalonContact): SalonContact {
  return { name, email, phone, address, city, country };
}
