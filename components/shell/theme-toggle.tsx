'use client';

import { useTranslations } from 'next-intl';
import { Monitor, Moon, Sun } from 'lucide-react';
import { pickTheme, useThemePick } from './theme';

const FOLLOW_SYSTEM_KEY = 'prefs_theme_follow_system';
const ORDER = ['light', 'dark', 'system'] as const;
const ICONS = { light: Sun, dark: Moon, system: Monitor };

/** Cycles light → dark → system. The "follow the system" flag is stored separately (spec point 9). */
export function ThemeToggle() {
  const current = useThemePick();
  const t = useTranslations('Shell');
  if (!current) {
    return <span className="text-xs text-muted-foreground">{t('themeInitializing')}</span>;
  }
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
  const Icon = ICONS[current];
  return (
    <button
      type="button"
      onClick={() => {
        pickTheme(next);
        localStorage.setItem(FOLLOW_SYSTEM_KEY, String(next === 'system'));
      }}
      className="inline-flex size-9 items-center justify-center rounded-md border bg-card text-foreground hover:bg-muted"
      aria-label={t('themeSwitch', { current: t('theme', { theme: current }), next: t('theme', { theme: next }) })}
      title={t('themeTitle', { current: t('theme', { theme: current }) })}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}
