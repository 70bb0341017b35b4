import { ChevronDown } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { lazyPart, useLazyPart } from '../../lib/lazy-part';
import { MAIN_NAV_PROPS, menuTriggerClass, topLinkClass } from './main-nav-styles';
import { MAIN_NAV } from './nav-links';

const mainNavMenu = lazyPart(() => import('./main-nav-menu').then((m) => m.MainNavMenu));

/**
 * The header's navigation. Its links work at once; the dropdowns' code (Radix NavigationMenu: hover delays,
 * arrow keys, Escape) is fetched when the navigation is first hovered, focused or pressed, and replaces this plain
 * rendering of the same items, keeping focus on the same item and opening the menu pressed meanwhile. Never while
 * a pointer is pressed on it: a link replaced between the press and the release gets no click, so a visitor who
 * clicked a link just as the code arrived stayed where they were.
 */
export function MainNav() {
  const [Menu, load] = useLazyPart(mainNavMenu);
  const [openAtStart, setOpenAtStart] = useState('');
  const [focusedItem, setFocusedItem] = useState('');
  const [pressed, setPressed] = useState(false);
  if (Menu && !pressed) return <Menu defaultValue={openAtStart} focusItem={focusedItem} />;

  const holdWhilePressed = () => {
    setPressed(true);
    // The click follows the release in the same task: the swap waits for the task after it. The release may
    // happen anywhere on the page, or be cancelled.
    const release = () => {
      document.removeEventListener('pointerup', release, true);
      document.removeEventListener('pointercancel', release, true);
      setTimeout(() => setPressed(false), 0);
    };
    document.addEventListener('pointerup', release, true);
    document.addEventListener('pointercancel', release, true);
  };

  return (
    <nav
      {...MAIN_NAV_PROPS}
      onPointerDown={holdWhilePressed}
      onPointerEnter={load}
      onFocus={(event: FocusEvent<HTMLElement>) => {
        setFocusedItem(event.target.dataset.navItem ?? '');
        load();
      }}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedItem('');
      }}
    >
      <div style={{ position: 'relative' }}>
        <ul className="flex items-center gap-1">
          {MAIN_NAV.map((item) =>
            'links' in item ? (
              <li key={item.label} className="relative">
                <button
                  type="button"
                  data-nav-item={item.label}
                  data-state="closed"
                  aria-expanded={false}
                  className={menuTriggerClass}
                  onClick={() => {
                    setOpenAtStart(item.label);
                    load();
                  }}
                >
                  {item.label}
                  <ChevronDown aria-hidden className="size-3.5 transition-transform" />
                </button>
              </li>
            ) : (
              <li key={item.to}>
                <RouterNavLink data-nav-item={item.label} to={item.to} end={item.end} className={topLinkClass}>
                  {item.label}
                </RouterNavLink>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  );
}
