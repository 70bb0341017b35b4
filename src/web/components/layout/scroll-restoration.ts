import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'quantleap-scroll-positions';

/** The scroll position of every page of this tab's history, by history entry (kept across reloads). */
let positions: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * What React Router's <ScrollRestoration> does for a data router: a new page starts at the top (or at its #hash),
 * Back and Forward return to where the visitor was on that entry, and a reload keeps the position.
 * The first render leaves the page where it is (a prerendered page may have been scrolled before hydration).
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = useRef(location.key);
  const first = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      savedPositions()[key.current] = window.scrollY;
    };
    const save = () => {
      record();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage can be disabled (private mode): positions then last as long as the page.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    key.current = location.key;
    const isFirst = first.current;
    first.current = false;
    // A fresh load's entry has no key of its own ('default'): what is stored under it belongs to another load.
    const saved = savedPositions()[location.key];
    if (isFirst && location.key === 'default') {
      savedPositions().default = window.scrollY;
    } else if ((navigationType === 'POP' || isFirst) && saved !== undefined) {
      // Back/Forward, or a reload of an entry this tab opened in the app.
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      try {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        if (target) {
          target.scrollIntoView();
          return;
        }
      } catch {
        // Not a decodable id: no element to scroll to.
      }
    }
    if (!isFirst) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
}
