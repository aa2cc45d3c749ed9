'use server';

import { authorizedAction } from '@/lib/actions/authorized-action';
import {
  addDayOffDefinition,
  addStationDefinition,
  fillHolidaysDefinition,
  removeDayOffDefinition,
  renameStationDefinition,
  setStationActiveDefinition,
  setStationsEnabledDefinition,
  updateSettingsDefinition,
} from './action-definitions';

export const updateSettingsAction = authorizedAction(updateSettingsDefinition);
export const addDayOffAction = authorizedAction(addDayOffDefinition);
export const removeDayOffAction = authorizedAction(removeDayOffDefinition);
export const fillHolidaysAction = authorizedAction(fillHolidaysDefinition);
export const addStationAction = authorizedAction(addStationDefinition);
export const renameStationAction = authorizedAction(renameStationDefinition);
export const setStationActiveAction = authorizedAction(setStationActiveDefinition);
export const setStationsEnabledAction = authorizedAction(setStationsEnabledDefinition);
