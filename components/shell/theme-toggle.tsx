'use client';

import { useTranslations } from 'next-intl';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';

const FOLLOW_SYSTEM_KEY = 'prefs_theme_follow_system';
const ORDER = ['light', 'dark', 'system'] as const;
const ICONS = { light: Sun, dark: Moon, system: Monitor };

const subscribeNever = () => () => {};

/** Cycles light → dark → system. The "follow the system" flag is stored separately (spec point 9). */
export function ThemeToggle() {
  const { theme = 'system', setTheme } = useTheme();
  const t = useTranslations('Shell');
  const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
  if (!mounted) {
    return <span className="text-xs text-muted-foreground">{t('themeInitializing')}</span>;
  }
  const current = (ORDER as readonly string[]).includes(theme) ? (theme as (typeof ORDER)[number]) : 'system';
  const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
  const Icon = ICONS[current];
  return (
    <button
      type="button"
      onClick={() => {
        setTheme(next);
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
