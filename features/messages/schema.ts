// The message actions' inputs. Pure.
import { z } from 'zod';
import { guid, salonId } from '@/lib/validation/fields';

export const sendRemindersSchema = z.object({ salonId });

export const deliveryLogSchema = z.object({ salonId, appointmentId: guid('Invalid appointment') });
