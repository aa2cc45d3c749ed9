'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import { searchAppointmentsDefinition } from './appointment-search-definition';

export const searchAppointmentsAction = authorizedAction(searchAppointmentsDefinition);
