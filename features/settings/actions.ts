'use server';

import { authorizedAction } from '@/lib/server/authorized-action';
import { addDayOff, fillPublicHolidays, removeDayOff, updateSalonSettings } from '@/features/settings/data/salon-settings';
import { addStation, renameStation, setStationActive, setStationsEnabled } from '@/features/settings/data/station-settings';
import {
  addStationSchema,
  dayOffSchema,
  holidayFillSchema,
  renameStationSchema,
  salonSettingsSchema,
  stationActiveSchema,
  stationsEnabledSchema,
} from './schema';

// The dashboards read hours, days off and stations too; the booking pages render per request.
const revalidate = ['/admin/settings', '/', '/simple-dashboard'];

export const updateSettingsAction = authorizedAction({ name: 'updateSalonSettings', schema: salonSettingsSchema, revalidate, run: updateSalonSettings });
export const addDayOffAction = authorizedAction({ name: 'addDayOff', schema: dayOffSchema, revalidate, run: addDayOff });
export const removeDayOffAction = authorizedAction({ name: 'removeDayOff', schema: dayOffSchema, revalidate, run: removeDayOff });
export const fillHolidaysAction = authorizedAction({ name: 'fillPublicHolidays', schema: holidayFillSchema, revalidate, run: fillPublicHolidays });
export const addStationAction = authorizedAction({ name: 'addStation', schema: addStationSchema, revalidate, run: addStation });
export const renameStationAction = authorizedAction({ name: 'renameStation', schema: renameStationSchema, revalidate, run: renameStation });
export const setStationActiveAction = authorizedAction({ name: 'setStationActive', schema: stationActiveSchema, revalidate, run: setStationActive });
export const setStationsEnabledAction = authorizedAction({ name: 'setStationsEnabled', schema: stationsEnabledSchema, revalidate, run: setStationsEnabled });
