'use client';

export { BookingLoadError as default } from '@/components/booking/booking-states';
