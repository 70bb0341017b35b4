import { NavigationMenu } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { Button } from '../ui/button';
import { cn } from '../../lib/utils';
import { useAuth } from '../../features/auth/auth-provider';
import { UserMenu } from '../../features/auth/components/user-menu';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { FOR_QUANTS_LINKS, RESOURCES_LINKS, WAITLIST_PATH, type NavLink } from './nav-links';

/** Spec §9: the header background grows stronger once the page has scrolled more than 10 px. */
const SCROLL_THRESHOLD_PX = 10;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:text-foreground',
    isActive ? 'text-foreground' : 'text-muted',
  );

function MenuDropdown({ label, links }: { label: string; links: NavLink[] }) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className="group flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-muted transition-colors hover:text-foreground data-[state=open]:text-foreground">
        {label}
        <ChevronDown aria-hidden className="size-3.5 transition-transform group-data-[state=open]:rotate-180" />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-border bg-surface p-2 shadow-2xl">
        <ul className="grid gap-1">
          {links.map((link) => (
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

function SignedOutActions() {
  return (
    <>
      <Button asChild variant="ghost" className="hidden md:inline-flex">
        <Link to="/login">Sign In</Link>
      </Button>
      <Button asChild variant="outline" className="hidden lg:inline-flex">
        <Link to="/signup">Sign Up</Link>
      </Button>
      <Button asChild className="hidden md:inline-flex">
        <Link to={WAITLIST_PATH}>Join Waitlist</Link>
      </Button>
    </>
  );
}

function DashboardButton() {
  return (
    <Button asChild className="hidden md:inline-flex">
      <Link to="/dashboard">Dashboard</Link>
    </Button>
  );
}

/**
 * Spec §2: Dashboard and the user menu for a signed-in visitor, Sign In / Sign Up / Join Waitlist otherwise.
 * Until the server has answered (always, on a prerendered page before its first interaction), both are rendered
 * and CSS picks one from the attribute the <head> script sets when the signed-in hint cookie is present
 * (public/signed-in-hint.js), so the first paint shows the right buttons and hydration finds the same HTML.
 */
function AccountActions() {
  const { user, loading } = useAuth();
  if (user) {
    return (
      <>
        <DashboardButton />
        <UserMenu />
      </>
    );
  }
  if (!loading) return <SignedOutActions />;
  return (
    <>
      <div className="contents [[data-signed-in]_&]:hidden">
        <SignedOutActions />
      </div>
      <div className="hidden [[data-signed-in]_&]:contents">
        <DashboardButton />
        {/* Where the user menu appears once the server has said who is signed in. */}
        <span aria-hidden className="size-9 rounded-full border border-border bg-surface-raised" />
      </div>
    </>
  );
}

export function SiteHeader() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  return (
    <header
      data-scrolled={scrolled}
      // Styled from the attribute, so the prerendered page's boot script can set it before React loads.
      className="sticky top-0 z-40 border-b border-transparent bg-background/60 transition-colors duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/95 data-[scrolled=true]:shadow-lg data-[scrolled=true]:backdrop-blur"
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <NavigationMenu.Root aria-label="Main" delayDuration={200} skipDelayDuration={300} className="hidden md:block">
          <NavigationMenu.List className="flex items-center gap-1">
            <NavigationMenu.Item>
              <RouterNavLink to="/about" className={topLinkClass}>
                About
              </RouterNavLink>
            </NavigationMenu.Item>
            <MenuDropdown label="For Quants" links={FOR_QUANTS_LINKS} />
            <NavigationMenu.Item>
              <RouterNavLink to="/leap-market" className={topLinkClass}>
                LeapMarket
              </RouterNavLink>
            </NavigationMenu.Item>
            <MenuDropdown label="Resources" links={RESOURCES_LINKS} />
            <NavigationMenu.Item>
              <RouterNavLink to="/contact" end className={topLinkClass}>
                Contact
              </RouterNavLink>
            </NavigationMenu.Item>
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="flex items-center gap-2">
          <AccountActions />
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
