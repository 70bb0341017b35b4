/** The user menu's button, drawn by the menu (user-menu.tsx) and again by its dropdown once loaded (user-menu-dropdown.tsx). */
export const USER_MENU_TRIGGER_CLASS =
  'flex size-9 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm font-semibold';

/** How the menu was asked to open: by the pointer or from the keyboard. */
export type OpenRequest = 'pointer' | 'keyboard';
