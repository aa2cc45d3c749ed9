/** The demo salon behind /book-luxury and the fixed demo route (spec point 2). */
export const DEMO_SALON_NAME = 'Luxe Beauty Studio';
export const DEMO_SALON_SLUG = 'luxe-beauty-studio';
export const DEMO_BOOKING_PATH = '/book/demo';
