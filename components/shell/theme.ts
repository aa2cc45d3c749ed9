'use client';

import { useSyncExternalStore } from 'react';
import { SYSTEM_DARK, THEME_STORAGE_KEY } from './theme-script';

/** Light or dark as the user picked it; 'system' (nothing saved) follows the system, live. */
export type ThemePick = 'light' | 'dark' | 'system';

function savedPick(): ThemePick {
  try {
    const pick = localStorage.getItem(THEME_STORAGE_KEY);
    return pick === 'light' || pick === 'dark' ? pick : 'system';
  } catch {
    return 'system';
  }
}

function darkNow() {
  const pick = savedPick();
  return pick === 'system' ? matchMedia(SYSTEM_DARK).matches : pick === 'dark';
}

/**
 * Puts the theme on <html> when it changed, with transitions held for that one style change
 * (`.theme-switching` in globals.css): otherwise a colour transition inside another (a ghost
 * button in a table row) chases its parent's for a second. A page's start changes nothing (the
 * inline script has set the theme), so no page load pays a style recalculation for it.
 */
function applyTheme() {
  const root = document.documentElement;
  const dark = darkNow();
  if (root.classList.contains('dark') === dark) return;
  root.classList.add('theme-switching');
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  void root.offsetHeight; // the new colours are computed while transitions are held
  root.classList.remove('theme-switching');
}

const listeners = new Set<() => void>();

function changed() {
  applyTheme();
  for (const listener of listeners) listener();
}

const onStorage = (event: StorageEvent) => event.key === THEME_STORAGE_KEY && changed();

/** While anything listens (ThemeFollower always does), the system's theme and another tab's pick are followed. */
function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    matchMedia(SYSTEM_DARK).addEventListener('change', changed);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    matchMedia(SYSTEM_DARK).removeEventListener('change', changed);
    window.removeEventListener('storage', onStorage);
  };
}

/** Saves the pick (the theme toggle's) and shows it. */
export function pickTheme(pick: ThemePick) {
  localStorage.setItem(THEME_STORAGE_KEY, pick);
  changed();
}

/** The saved pick; null while the server renders and during hydration (only the browser knows it). */
export const useThemePick = () => useSyncExternalStore<ThemePick | null>(subscribe, savedPick, () => null);

/** Whether the dark theme is on screen; false while the server renders. */
export const useDarkTheme = () => useSyncExternalStore(subscribe, darkNow, () => false);

/** Follows the system's theme and other tabs' picks on every page (the root layout's). */
export function ThemeFollower() {
  useThemePick();
  return null;
}
