import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';
import { initialsFor, useAuth } from '../../../lib/session';

export const USER_MENU_TRIGGER_CLASS =
  'flex size-9 items-center justify-center overflow-hidden rounded-full border border-border bg-surface-raised text-sm font-semibold';

const dropdown = lazyPart(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown));

/** The keys that open Radix's menu from its button. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * The signed-in user menu of spec §2: avatar, name, e-mail, My Profile, My Courses, Settings, Log out.
 * Its button is here at once; the menu's code (Radix DropdownMenu) is fetched when the button is first hovered,
 * focused or pressed, replaces this button with its own, and opens if the button was pressed meanwhile.
 */
export function UserMenu() {
  const { user } = useAuth();
  const [Dropdown, load] = useLazyPart(dropdown);
  const [openAtStart, setOpenAtStart] = useState(false);
  const [focused, setFocused] = useState(false);
  if (!user) return null;
  const name = user.name?.trim() || 'User';
  const avatar = user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initialsFor(user);

  if (Dropdown) {
    return <Dropdown name={name} email={user.email} avatar={avatar} defaultOpen={openAtStart} focusTrigger={focused} />;
  }

  const open = () => {
    setOpenAtStart(true);
    load();
  };
  return (
    <button
      type="button"
      aria-label={`Account menu for ${name}`}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={USER_MENU_TRIGGER_CLASS}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      // Radix opens its menu on the primary button's press, not on click; so does this one.
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) open();
        else load();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open();
      }}
    >
      {avatar}
    </button>
  );
}
