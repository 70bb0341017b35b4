import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** How long a new page may take to show its heading (its data loading behind a spinner) before main gets focus. */
const HEADING_WAIT_MS = 5000;

/**
 * A guard's redirect while the page first loads (signed-out visitor sent to /login) is still the first load: only
 * a move after the person has pressed or clicked something is theirs to follow.
 */
let interacted = false;
if (typeof window !== 'undefined') {
  const mark = () => {
    interacted = true;
  };
  window.addEventListener('pointerdown', mark, { capture: true, once: true });
  window.addEventListener('keydown', mark, { capture: true, once: true });
}

/**
 * After an in-app move to another page, a screen reader user would be left on <body> (or on the link they
 * followed) with nothing announced. So focus moves to the new page's main heading, which reads its name out; a
 * page that has no h1 yet (still loading) is waited for, then main itself gets focus and the title is announced.
 * Not on the first load nor its redirects (the browser announces that page itself), not for a change of the query alone (filters
 * must keep focus on the control being used), and not when the page has already put focus inside main itself
 * (an autofocused field).
 *
 * Returns the text for a polite live region, set only when there was no heading to focus.
 */
export function useFocusOnNavigation(): string {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!interacted) return;
    setAnnouncement('');
    const main = document.getElementById('main');
    if (!main) return;
    const started = performance.now();
    let frame = 0;
    const focusWhenReady = () => {
      // The page (or the person) already chose where focus goes.
      if (main.contains(document.activeElement) && document.activeElement !== main) return;
      // The person is in a menu they opened while this page was on its way (a redirect of the first load still
      // fetching its page): moving focus out of it would close it under them.
      if (document.activeElement?.closest('[role="menu"]')) return;
      const heading = main.querySelector('h1');
      if (heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus({ preventScroll: true });
        return;
      }
      if (performance.now() - started > HEADING_WAIT_MS) {
        main.focus({ preventScroll: true });
        setAnnouncement(document.title);
        return;
      }
      frame = requestAnimationFrame(focusWhenReady);
    };
    // A frame later: the new page has rendered, and a closing menu has handed focus back to its button.
    frame = requestAnimationFrame(focusWhenReady);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return announcement;
}
