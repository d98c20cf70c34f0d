/**
 * Colour theme: the visitor's choice of system / light / dark, remembered in localStorage. The choice becomes
 * `data-theme` on <html>; app.css maps it (and, for "system", the OS preference) to the palette. A tiny inline script
 * in <head> applies the stored choice before the first paint, so a dark-mode visitor never sees a light flash,
 * also on prerendered pages and before any module has loaded.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from './theme-boot';

export type ThemeChoice = 'system' | 'light' | 'dark';

const THEME_EVENT = 'atelier-theme-change';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return value === 'system' || value === 'light' || value === 'dark';
}

export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(THEME_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    // Another tab chose: follow it here too.
    const choice = readThemeChoice();
    if (choice === 'system') delete document.documentElement.dataset.theme;
    else document.documentElement.dataset.theme = choice;
    onChange();
  };
  window.addEventListener(THEME_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(THEME_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current choice ('system' while rendering on the server) and a setter that applies and remembers it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, readThemeChoice, () => 'system' as const);
  const choose = useCallback((next: ThemeChoice) => applyThemeChoice(next), []);
  return [choice, choose];
}
