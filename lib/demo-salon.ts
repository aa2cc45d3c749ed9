/**
 * The demo salon behind /book-luxury and the fixed demo route (spec point 2). The routes find
 * it by this fixed id, which no other salon can take (a primary key); its name and slug may
 * change without moving the routes.
 */
export const DEMO_SALON_ID = '00000000-0000-4000-8000-00000000d3e0';
export const DEMO_SALON_NAME = 'Luxe Beauty Studio';
export const DEMO_SALON_SLUG = 'luxe-beauty-studio';
export const DEMO_BOOKING_PATH = '/book/demo';

/** The customers of the demo appointments (the privacy tests look for them on public pages). */
export const DEMO_CUSTOMERS = ['Anna Kovács', 'Bence Nagy', 'Csilla Tóth', 'Dávid Szabó', 'Eszter Horváth', 'Ferenc Kiss', 'Gréta Varga'] as const;
