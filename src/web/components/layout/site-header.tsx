import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button';
import { useDashboardLinks } from '../../lib/dashboards';
import { useAuth } from '../../lib/session';
import { UserMenu } from '../../features/auth/components/user-menu';
import { MessagesHeaderLink } from '../../features/messages/components/messages-header-link';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { MobileDrawer } from './mobile-drawer';
import { WAITLIST_PATH } from './nav-links';

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

function SignedOutActions() {
  return (
    <>
      <Link to="/login" className={buttonVariants({ variant: 'ghost', className: 'hidden md:inline-flex' })}>
        Sign In
      </Link>
      <Link to="/signup" className={buttonVariants({ variant: 'outline', className: 'hidden lg:inline-flex' })}>
        Sign Up
      </Link>
      <Link to={WAITLIST_PATH} className={buttonVariants({ className: 'hidden md:inline-flex' })}>
        Join Waitlist
      </Link>
    </>
  );
}

/** Before the server has said who is signed in: the quant dashboard, which /dashboard always is. */
function DashboardButton() {
  return (
    <Link to="/dashboard" className={buttonVariants({ className: 'hidden md:inline-flex' })}>
      Dashboard
    </Link>
  );
}

/** The signed-in user's own dashboards: the company's for a firm member, both (named) for one who is also a quant. */
function DashboardButtons() {
  const links = useDashboardLinks();
  return links.map((link, index) => (
    <Link
      key={link.to}
      to={link.to}
      className={buttonVariants({
        variant: index === 0 ? 'default' : 'outline',
        // Two buttons need the room the wider header has; below it the drawer and the user menu hold both.
        className: links.length > 1 ? 'hidden xl:inline-flex' : 'hidden md:inline-flex',
      })}
    >
      {link.label}
    </Link>
  ));
}

/**
 * Spec §2: Dashboard and the user menu for a signed-in visitor (and Messages with its unread badge, issue 16),
 * Sign In / Sign Up / Join Waitlist otherwise.
 * Until the server has answered (always, on a prerendered page before its first interaction), both are rendered
 * and CSS picks one from the attribute the <head> script sets when the signed-in hint cookie is present
 * (public/signed-in-hint.js), so the first paint shows the right buttons and hydration finds the same HTML.
 */
function AccountActions() {
  const { user, loading } = useAuth();
  if (user) {
    return (
      <>
        <MessagesHeaderLink />
        <DashboardButtons />
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
        <MessagesHeaderLink />
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
        <MainNav />
        <div className="flex items-center gap-2">
          <AccountActions />
          <MobileDrawer />
        </div>
      </div>
    </header>
  );
}
