export { BookingLoading as default } from '@/components/booking/booking-states';
