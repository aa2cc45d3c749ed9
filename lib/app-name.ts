/** The product's name: a name, the same in every language. */
export const APP_NAME = 'Salon Booking';
