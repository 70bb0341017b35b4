import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { Link, useNavigate } from 'react-router';
import { MessagesDrawerLink } from '../../features/messages/components/messages-drawer-link';
import { useDashboardLinks } from '../../lib/dashboards';
import { useAuth } from '../../lib/session';
import { toast } from '../../lib/toast-store';
import { Button, buttonVariants } from '../ui/button';
import { MAIN_NAV, WAITLIST_PATH, type MainNavLink, type MainNavMenu, type NavLink } from './nav-links';

/** The header's links, then its two menus as titled sections. */
const TOP_LINKS = MAIN_NAV.filter((item): item is MainNavLink => !('links' in item));
const SECTIONS = MAIN_NAV.filter((item): item is MainNavMenu => 'links' in item);

function DrawerLinks({ links, strong, onNavigate }: { links: NavLink[]; strong: boolean; onNavigate: () => void }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            onClick={onNavigate}
            className={`block rounded-lg px-3 py-2 text-sm ${strong ? 'font-medium ' : ''}hover:bg-surface-raised`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export interface MobileDrawerPanelProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The menu button, which gets focus back when the drawer closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/** The drawer itself (Radix Dialog), loaded when the menu button is first pressed (mobile-drawer.tsx). */
export function MobileDrawerPanel({ open, onOpenChange, triggerRef }: MobileDrawerPanelProps) {
  const close = () => onOpenChange(false);
  const { user, signOut } = useAuth();
  const dashboards = useDashboardLinks();
  const navigate = useNavigate();

  async function onSignOut() {
    close();
    if (!(await signOut())) return;
    toast({ title: 'Logged out successfully', description: 'You have been signed out from your account' });
    navigate('/');
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          // The button is not Radix's own trigger (it is there before this code loads): give focus back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col gap-4 overflow-y-auto border-l border-border bg-surface p-4 shadow-2xl"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-base font-semibold">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu">
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
          <nav aria-label="Mobile" className="flex flex-col gap-4">
            <DrawerLinks links={TOP_LINKS} strong onNavigate={close} />
            {SECTIONS.map((section) => (
              <div key={section.label}>
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">{section.label}</p>
                <DrawerLinks links={section.links} strong={false} onNavigate={close} />
              </div>
            ))}
          </nav>
          {user ? (
            <div className="mt-auto grid gap-2">
              <MessagesDrawerLink onNavigate={close} />
              {dashboards.map((dashboard, index) => (
                <Link
                  key={dashboard.to}
                  to={dashboard.to}
                  onClick={close}
                  className={buttonVariants({ variant: index === 0 ? 'default' : 'outline' })}
                >
                  {dashboard.label}
                </Link>
              ))}
              <Button variant="outline" onClick={() => void onSignOut()}>
                Sign Out
              </Button>
            </div>
          ) : (
            <div className="mt-auto grid gap-2">
              <Link to={WAITLIST_PATH} onClick={close} className={buttonVariants()}>
                Join Waitlist
              </Link>
              <div className="grid grid-cols-2 gap-2">
                <Link to="/login" onClick={close} className={buttonVariants({ variant: 'outline' })}>
                  Sign In
                </Link>
                <Link to="/signup" onClick={close} className={buttonVariants({ variant: 'outline' })}>
                  Sign Up
                </Link>
              </div>
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
