'use client';

export { BookingLoadError as default } from '@/features/booking/components/booking-load-error';
