/**
 * Entry of the prerendered pages. Their HTML is complete, so the React app (about 130 KB gzipped) is loaded only
 * when the visitor first interacts: pointer, key, touch or focus. Until then the page costs a few hundred bytes of
 * script: links navigate natively, and the header's scroll style is kept here.
 *
 * What the visitor does before React is ready is kept and handed to it once it is (hydration keeps the same DOM
 * nodes): text typed, boxes ticked and options chosen are entered again so React's state and react-hook-form hold
 * them, then the buttons pressed are pressed again, in order. A form's submission is held once however often it is
 * pressed, so an impatient double press sends one request.
 * See docs/decisions/0002-hydrate-prerendered-pages-on-interaction.md.
 */
import './styles.css';
import { AWAITS_APP_ATTRIBUTE, SIGNED_IN_HINT_ATTRIBUTE } from '../shared/auth-links';

const TRIGGERS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;
const SCROLL_THRESHOLD_PX = 10;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields changed before hydration and what they held last (a box: checked or not). */
const earlyFields = new Map<Field, string | boolean>();
/** Buttons pressed (and forms submitted without one) before hydration, in order. */
const earlyPresses: ({ button: HTMLElement; pointerType: string } | { form: HTMLFormElement })[] = [];
/** Forms whose submission is held: one submission each, whatever the number of presses. */
const heldForms = new Set<HTMLFormElement>();

let starting: Promise<void> | undefined;

function start(): Promise<void> {
  starting ??= import('./app-start').then((m) => m.startApp()).then(replayEarlyInput);
  return starting;
}

const isHydrated = () => document.documentElement.dataset.hydrated === 'true';

function onFirstInteraction() {
  for (const type of TRIGGERS) window.removeEventListener(type, onFirstInteraction, true);
  void start();
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function rememberField(event: Event) {
  if (isHydrated()) return;
  const field = event.target;
  if (!(
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
  )) {
    return;
  }
  if (isCheckable(field) && field.type === 'radio') {
    // Only the chosen radio of a group is entered again.
    for (const other of earlyFields.keys()) {
      if (other instanceof HTMLInputElement && other.type === 'radio' && other.name === field.name) {
        earlyFields.delete(other);
      }
    }
  }
  earlyFields.set(field, isCheckable(field) ? field.checked : field.value);
}

/**
 * Enters a value again as a change React sees. Hydration keeps what the DOM holds but not the component's state,
 * and react-hook-form resets its fields when it registers them. React reads a change by comparing the node with the
 * value it last set, so the value is first set the ordinary way to something else, then written past React.
 */
function enterAgain(field: Field, value: string | boolean) {
  if (!field.isConnected || field.matches(':disabled')) return;
  if (isCheckable(field)) {
    if (value !== true && field.type === 'radio') return;
    field.checked = !value;
    // A click toggles the box and sends the events a visitor's click sends.
    field.click();
    return;
  }
  const text = String(value);
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  field.value = text === '' ? ' ' : '';
  if (setValue) setValue.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A press again, with the pointer events before its click (Radix tabs, for one, switch on mousedown). */
function pressAgain(button: HTMLElement, pointerType: string) {
  if (!button.isConnected) return;
  const init = { bubbles: true, cancelable: true, composed: true, button: 0 };
  button.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1, pointerType, isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  button.dispatchEvent(new PointerEvent('pointerup', { ...init, pointerType, isPrimary: true }));
  button.dispatchEvent(new MouseEvent('mouseup', init));
  button.click();
}

/**
 * Lets the app render what the last replayed step changed before the next step, so a button pressed next runs with
 * the values entered before it, whenever the runtime renders a state change (in the event, or after the task).
 */
const rendered = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function replayEarlyInput() {
  const fields = [...earlyFields];
  earlyFields.clear();
  for (const [field, value] of fields) {
    enterAgain(field, value);
    await rendered();
  }
  for (const press of earlyPresses.splice(0)) {
    if ('button' in press) pressAgain(press.button, press.pointerType);
    else if (press.form.isConnected) press.form.requestSubmit();
    await rendered();
  }
  heldForms.clear();
}

/** Holds a press on a button until React is ready. A submit button's form is submitted once, however often. */
function holdEarlyButtonPress(event: MouseEvent) {
  if (isHydrated()) return;
  const button = (event.target as Element | null)?.closest('button, [role="button"]');
  if (!(button instanceof HTMLElement)) return;
  event.preventDefault();
  event.stopPropagation();
  const form = button instanceof HTMLButtonElement && button.type === 'submit' ? button.form : null;
  if (form) {
    if (heldForms.has(form)) return;
    heldForms.add(form);
  }
  earlyPresses.push({ button, pointerType: event instanceof PointerEvent ? event.pointerType : '' });
  void start();
}

/** A form submitted another way before React is ready (no button to press): held, and submitted once after. */
function holdEarlySubmit(event: SubmitEvent) {
  if (isHydrated() || !(event.target instanceof HTMLFormElement)) return;
  event.preventDefault();
  event.stopPropagation();
  const form = event.target;
  if (heldForms.has(form)) return;
  heldForms.add(form);
  earlyPresses.push({ form });
  void start();
}

/** Runs `then` once the page has painted what its HTML holds (the frame after the load event). */
function afterFirstPaint(then: () => unknown) {
  const next = () => requestAnimationFrame(() => setTimeout(then, 0));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

function markHeaderScrolled() {
  if (isHydrated()) {
    window.removeEventListener('scroll', markHeaderScrolled);
    return;
  }
  document
    .querySelector('header[data-scrolled]')
    ?.setAttribute('data-scrolled', String(window.scrollY > SCROLL_THRESHOLD_PX));
}

// Start now rather than on the visitor's first move when a signed-in visitor has the app's pages to go to (their
// account menu, and from the sign-in pages, away), or, once the HTML's content has painted, when the page's content
// waits for the app (an invitation link's details). Otherwise the first interaction starts it.
if (document.documentElement.hasAttribute(SIGNED_IN_HINT_ATTRIBUTE)) void start();
else if (document.querySelector(`[${AWAITS_APP_ATTRIBUTE}]`)) afterFirstPaint(start);
else for (const type of TRIGGERS) window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
window.addEventListener('input', rememberField, true);
window.addEventListener('change', rememberField, true);
window.addEventListener('click', holdEarlyButtonPress, true);
window.addEventListener('submit', holdEarlySubmit, true);
window.addEventListener('scroll', markHeaderScrolled, { passive: true });
