import 'server-only';
import type { z } from 'zod';
import type { ActionDefinition } from '@/lib/actions/authorized-action';
import { MANAGER_ROLES } from '@/lib/data/access';
import { addDayOff, fillPublicHolidays, removeDayOff, updateSalonSettings } from '@/lib/data/salon-settings';
import { addStation, renameStation, setStationActive, setStationsEnabled } from '@/lib/data/station-settings';
import {
  addStationSchema,
  dayOffSchema,
  holidayFillSchema,
  renameStationSchema,
  salonSettingsSchema,
  stationActiveSchema,
  stationsEnabledSchema,
} from '@/lib/validation/salon-settings';

// The Settings actions' definitions, apart from their 'use server' wrappers (actions.ts) so that
// the integration tests run exactly these through runAuthorized with a chosen caller. Admins and
// owners only: staff never reach Settings (lib/auth/route-rules.ts).

// The dashboards read hours, days off and stations too; the booking pages render per request.
const SETTINGS_SCREENS = ['/admin/settings', '/', '/simple-dashboard'] as const;

/** A definition for admins and owners whose data function returns the ActionResult itself. */
function settingsAction<Schema extends z.ZodType, T>(name: string, schema: Schema, run: ActionDefinition<Schema, T>['run']): ActionDefinition<Schema, T> {
  return { name, schema, roles: MANAGER_ROLES, revalidate: SETTINGS_SCREENS, run };
}

export const updateSettingsDefinition = settingsAction('updateSalonSettings', salonSettingsSchema, updateSalonSettings);
export const addDayOffDefinition = settingsAction('addDayOff', dayOffSchema, addDayOff);
export const removeDayOffDefinition = settingsAction('removeDayOff', dayOffSchema, removeDayOff);
export const fillHolidaysDefinition = settingsAction('fillPublicHolidays', holidayFillSchema, fillPublicHolidays);
export const addStationDefinition = settingsAction('addStation', addStationSchema, addStation);
export const renameStationDefinition = settingsAction('renameStation', renameStationSchema, renameStation);
export const setStationActiveDefinition = settingsAction('setStationActive', stationActiveSchema, setStationActive);
export const setStationsEnabledDefinition = settingsAction('setStationsEnabled', stationsEnabledSchema, setStationsEnabled);
