import { DropdownMenu } from 'radix-ui';
import { Building2, LayoutDashboard, LogOut, Settings, User as UserIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useCompanyAccess } from '../../../lib/company-access';
import { useDashboardLinks } from '../../../lib/dashboards';
import { toast } from '../../../lib/toast-store';
import { useAuth } from '../../../lib/session';
import { USER_MENU_TRIGGER_CLASS, type OpenRequest } from './user-menu-trigger';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-2 text-sm outline-none data-[highlighted]:bg-surface-raised';

export interface UserMenuDropdownProps {
  name: string;
  email: string;
  avatar: ReactNode;
  /** Pressed (or opened from the keyboard) before this code had loaded: open at once, focused as Radix would. */
  openedBy: OpenRequest | null;
  /** The button it replaces had focus: keep it on the new one. */
  focusTrigger: boolean;
}

/** The user menu itself (Radix DropdownMenu), loaded when its button is first hovered, focused or pressed. */
export function UserMenuDropdown({ name, email, avatar, openedBy, focusTrigger }: UserMenuDropdownProps) {
  const { signOut } = useAuth();
  // Radix puts focus on the first item when the keyboard opens its menu, and on the menu itself for a pointer; it
  // tells them apart from the key press, which happened on the stand-in button before Radix was listening.
  const focusFirstItem = useRef(openedBy === 'keyboard');
  const { company } = useCompanyAccess();
  // Each side the user has, named: the menu has the room the header lacks below its widest layout.
  const dashboards = useDashboardLinks();
  const navigate = useNavigate();

  async function onLogOut() {
    if (!(await signOut())) return;
    toast({ title: 'Signed out successfully' });
    navigate('/');
  }

  return (
    // Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable (axe aria-hidden-focus).
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== null}>
      <DropdownMenu.Trigger
        aria-label={`Account menu for ${name}`}
        // Focus stays where the visitor left it when this button replaces the one shown before the code loaded.
        autoFocus={focusTrigger && openedBy === null}
        className={USER_MENU_TRIGGER_CLASS}
      >
        {avatar}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl border border-border bg-surface p-1 text-foreground shadow-2xl"
          onFocus={(event) => {
            // Radix has just put focus on the menu itself (its choice for a pointer): move it on to the first item.
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
          }}
        >
          <div className="px-2 py-2">
            <p className="truncate text-sm font-medium">{name}</p>
            <p className="truncate text-xs text-muted">{email}</p>
            {company && (
              <p className="mt-1 truncate text-xs text-muted">
                {company.role === 'owner' ? 'Owner' : 'Recruiter'} at{' '}
                <span className="text-foreground">{company.name}</span>
              </p>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {dashboards.map((dashboard) => (
            <DropdownMenu.Item key={dashboard.to} asChild className={itemClass}>
              <Link to={dashboard.to}>
                {dashboard.side === 'company' ? (
                  <>
                    <Building2 aria-hidden className="size-4" /> Company Dashboard
                  </>
                ) : (
                  <>
                    <LayoutDashboard aria-hidden className="size-4" /> {dashboard.label}
                  </>
                )}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <UserIcon aria-hidden className="size-4" /> My Profile
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/profile">
              <Settings aria-hidden className="size-4" /> Settings
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void onLogOut()}>
            <LogOut aria-hidden className="size-4" /> Log out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
