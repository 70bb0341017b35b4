import { useState, type KeyboardEvent, type PointerEvent } from 'react';
import { lazyPart, useLazyPart } from '../../../lib/lazy-part';
import { initialsFor, useAuth } from '../../../lib/session';
import { USER_MENU_TRIGGER_CLASS, type OpenRequest } from './user-menu-trigger';

const dropdown = lazyPart(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown));

/** The keys that open Radix's menu from its button. */
const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

/** How the visitor asked for the menu before its code had loaded: Radix moves focus differently for each. */
/**
 * The signed-in user menu of spec §2: avatar, name, e-mail, the user's dashboards (spec's 'My Courses' led to the
 * quant dashboard whatever the user was), My Profile, Settings, Log out.
 * Its button is here at once; the menu's code (Radix DropdownMenu) is fetched when the button is first hovered,
 * focused or pressed, replaces this button with its own, and opens if the button was pressed meanwhile (once,
 * however often it was pressed: a second press is not a toggle the visitor could see).
 */
export function UserMenu() {
  const { user } = useAuth();
  const [Dropdown, load] = useLazyPart(dropdown);
  const [openedBy, setOpenedBy] = useState<OpenRequest | null>(null);
  const [focused, setFocused] = useState(false);
  if (!user) return null;
  const name = user.name?.trim() || 'User';
  const avatar = user.image ? <img src={user.image} alt="" className="size-full object-cover" /> : initialsFor(user);

  if (Dropdown) {
    return <Dropdown name={name} email={user.email} avatar={avatar} openedBy={openedBy} focusTrigger={focused} />;
  }

  const open = (by: OpenRequest) => {
    setOpenedBy(by);
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
        if (event.button === 0 && !event.ctrlKey) open('pointer');
        else load();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
    >
      {avatar}
    </button>
  );
}
