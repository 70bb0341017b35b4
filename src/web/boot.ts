/**
 * Entry of the prerendered marketing pages. Their HTML is complete, so the React app (about 130 KB gzipped) is
 * loaded only when the visitor first interacts: pointer, key, touch or focus. Until then the page costs a few
 * hundred bytes of script: links navigate natively, and the header's scroll style is kept here.
 * A button pressed before React is ready is replayed once it is (hydration keeps the same DOM nodes).
 * See docs/decisions/0002-hydrate-prerendered-pages-on-interaction.md.
 */
import './styles.css';

const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const SCROLL_THRESHOLD_PX = 10;

let starting: Promise<void> | undefined;

function start(): Promise<void> {
  starting ??= import('./app-start').then((m) => m.startApp());
  return starting;
}

function onFirstInteraction() {
  for (const type of TRIGGERS) window.removeEventListener(type, onFirstInteraction, true);
  void start();
}

function replayEarlyButtonClicks(event: MouseEvent) {
  if (document.documentElement.dataset.hydrated) return;
  const button = (event.target as Element | null)?.closest('button, [role="button"]');
  if (!(button instanceof HTMLElement)) return;
  event.preventDefault();
  event.stopPropagation();
  void start().then(() => button.click());
}

function markHeaderScrolled() {
  if (document.documentElement.dataset.hydrated) {
    window.removeEventListener('scroll', markHeaderScrolled);
    return;
  }
  document
    .querySelector('header[data-scrolled]')
    ?.setAttribute('data-scrolled', String(window.scrollY > SCROLL_THRESHOLD_PX));
}

for (const type of TRIGGERS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
window.addEventListener('click', replayEarlyButtonClicks, true);
window.addEventListener('scroll', markHeaderScrolled, { passive: true });
