/**
 * Light and dark theme (seed §1). Dark is Blueprint's `bp6-dark` class on <body>, so portals
 * (dialogs, toasts, popovers) follow it too; the choice is kept in localStorage.
 */
import { Classes } from '@blueprintjs/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export const THEME_STORAGE_KEY = 'portal.theme';
export type ThemeName = 'light' | 'dark';

/** The stored theme, else the system preference. */
export function initialTheme(): ThemeName {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'dark' || stored === 'light') return stored;
  } catch {
    /* storage blocked: fall through to the system preference */
  }
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Applies a theme to the document; also called before the first render to avoid a flash. */
export function applyTheme(theme: ThemeName): void {
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.dataset.theme = theme;
}

interface ThemeValue {
  theme: ThemeName;
  toggle(): void;
}
const ThemeContext = createContext<ThemeValue | null>(null);

/** Holds the theme and keeps <body> and localStorage in step with it. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<ThemeName>(initialTheme);
  useEffect(() => {
    applyTheme(theme);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      /* not persisted; the toggle still works for this visit */
    }
  }, [theme]);
  const toggle = useCallback(() => setTheme((t) => (t === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, toggle }), [theme, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The current theme and its toggle. */
export function useTheme(): ThemeValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
