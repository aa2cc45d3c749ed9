export { BookingLoading as default } from '@/features/booking/components/booking-states';
