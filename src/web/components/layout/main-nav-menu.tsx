import { NavigationMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { MAIN_NAV_PROPS, menuTriggerClass, topLinkClass } from './main-nav-styles';
import { MAIN_NAV, type MainNavMenu as Menu } from './nav-links';

function MenuDropdown({ menu }: { menu: Menu }) {
  return (
    <NavigationMenu.Item value={menu.label} className="relative">
      <NavigationMenu.Trigger data-nav-item={menu.label} className={menuTriggerClass}>
        {menu.label}
        <ChevronDown aria-hidden className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-border bg-surface p-2 shadow-2xl">
        <ul className="grid gap-1">
          {menu.links.map((link) => (
            <li key={link.to}>
              <NavigationMenu.Link asChild>
                <Link
                  to={link.to}
                  className="block rounded-lg px-3 py-2 hover:bg-surface-raised focus-visible:bg-surface-raised"
                >
                  <span className="block text-sm font-medium text-foreground">{link.label}</span>
                  {link.description && <span className="block text-xs text-muted">{link.description}</span>}
                </Link>
              </NavigationMenu.Link>
            </li>
          ))}
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

export interface MainNavMenuProps {
  /** The menu pressed before this code had loaded: open at once. */
  defaultValue: string;
  /** The item that had focus in the plain rendering this replaces: it keeps focus. */
  focusItem: string;
}

/** The header's navigation with its dropdowns (Radix NavigationMenu), loaded when first needed (main-nav.tsx). */
export function MainNavMenu({ defaultValue, focusItem }: MainNavMenuProps) {
  const rootRef = useRef<HTMLElement>(null);
  const initialFocus = useRef(focusItem);
  useLayoutEffect(() => {
    if (!initialFocus.current) return;
    rootRef.current?.querySelector<HTMLElement>(`[data-nav-item="${CSS.escape(initialFocus.current)}"]`)?.focus();
  }, []);
  return (
    <NavigationMenu.Root
      ref={rootRef}
      {...MAIN_NAV_PROPS}
      defaultValue={defaultValue}
      delayDuration={200}
      skipDelayDuration={300}
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {MAIN_NAV.map((item) =>
          'links' in item ? (
            <MenuDropdown key={item.label} menu={item} />
          ) : (
            <NavigationMenu.Item key={item.to}>
              <RouterNavLink data-nav-item={item.label} to={item.to} end={item.end} className={topLinkClass}>
                {item.label}
              </RouterNavLink>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
