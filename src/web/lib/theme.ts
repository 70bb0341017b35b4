/** Spec §9: the theme is always dark, whatever an older version of the app stored under either key. */
export const THEME_STORAGE_KEYS = ['quant-ui-theme', 'vite-ui-theme'] as const;

export function forceDarkTheme(): void {
  document.documentElement.classList.add('dark');
  document.documentElement.classList.remove('light');
  try {
    // Written only when it differs: a write costs the app's start more than a read.
    for (const key of THEME_STORAGE_KEYS) if (localStorage.getItem(key) !== 'dark') localStorage.setItem(key, 'dark');
  } catch {
    // Storage can be disabled (private mode); the class above is what matters.
  }
}
