import { useEffect, useRef, useState } from 'react';
import { SIGN_UP_CHALLENGE_URL } from '../api';

/**
 * ALTCHA's proof-of-work widget, shown only when the server asks a sign-up for it (CHALLENGE_REQUIRED): the widget,
 * its styles and its worker are loaded on demand, so no page ships them up front. The CSP-friendly build is used
 * (styles and worker as files of our own origin, nothing inline). It starts on its own, is a labelled checkbox for
 * keyboard and screen-reader users, and hands the solved payload to `onSolved`.
 */
async function loadWidget() {
  const [, , { default: Pbkdf2Worker }] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/pbkdf2?worker'),
  ]);
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
}

export function HumanCheck({ onSolved }: { onSolved: (payload: string) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const latestOnSolved = useRef(onSolved);
  latestOnSolved.current = onSolved;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let widget: HTMLElement | undefined;
    let cancelled = false;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      if (state === 'verified' && payload) latestOnSolved.current(payload);
    };
    loadWidget()
      .then(() => {
        if (cancelled || !container.current) return;
        widget = document.createElement('altcha-widget');
        widget.setAttribute('challenge', SIGN_UP_CHALLENGE_URL);
        widget.setAttribute('auto', 'onload');
        widget.setAttribute('language', 'en');
        widget.addEventListener('statechange', onStateChange);
        container.current.append(widget);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      widget?.removeEventListener('statechange', onStateChange);
      widget?.remove();
    };
  }, []);

  if (failed) {
    return <p role="alert">The human check could not load. Check your connection and try again.</p>;
  }
  return <div ref={container} aria-live="polite" />;
}
