import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';

/**
 * A part of the app whose code is fetched only when first needed: each page (router.tsx), and the header's menus,
 * the drawer and the toaster, which bring their Radix code when first hovered, focused, pressed or shown, so it is
 * not in every page's first load. The code is fetched once per page load, however many components use the part.
 */
export interface LazyPart<P extends object> {
  /** The component, once its code has loaded. */
  readonly current: ComponentType<P> | undefined;
  /** Fetches the code (once; again after a failed fetch). */
  load(): Promise<ComponentType<P>>;
}

export function lazyPart<P extends object>(fetchComponent: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return {
    get current() {
      return component;
    },
    load() {
      pending ??= fetchComponent().then((loaded) => (component = loaded));
      // A failed fetch (offline for a moment) is tried again on the next interaction.
      pending.catch(() => (pending = undefined));
      return pending;
    },
  };
}

/**
 * The part's component once loaded (undefined until then, also while hydrating: the server never has it), and a
 * function that starts loading it. A part another component already loaded is there from the first render.
 */
export function useLazyPart<P extends object>(part: LazyPart<P>): [ComponentType<P> | undefined, () => void] {
  const [component, setComponent] = useState(() => part.current);
  const [wanted, setWanted] = useState(false);
  const load = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    part.load().then(
      (loaded) => {
        if (live) setComponent(() => loaded);
      },
      () => {
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [part, wanted, component]);
  return [component, load];
}

/** What a dialog whose code is a lazy part needs from the button that opens it. */
export interface LazyDialogTrigger {
  ref: RefObject<HTMLButtonElement | null>;
  'aria-haspopup': 'dialog';
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * A dialog whose code is fetched when its button is first hovered, focused or pressed, and which opens once the code
 * is there if the button was pressed. The button stays the same element throughout: one swapped for the dialog's
 * own trigger as the code arrived lost a press whose pointer went down on the old button and up on the new one.
 * Radix returns focus to its own Dialog.Trigger only, so closing brings focus back to this button here.
 */
export function useLazyDialog<P extends object>(
  part: LazyPart<P>,
): {
  Dialog: ComponentType<P> | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: LazyDialogTrigger;
} {
  const [Dialog, load] = useLazyPart(part);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) requestAnimationFrame(() => ref.current?.focus());
  }, []);
  const trigger: LazyDialogTrigger = {
    ref,
    'aria-haspopup': 'dialog',
    onPointerEnter: load,
    onFocus: load,
    onClick: () => {
      load();
      setOpen(true);
    },
  };
  return { Dialog, open, onOpenChange, trigger };
}
