import { useEffect } from 'react';
import { lazyPart, useLazyPart } from '../../lib/lazy-part';
import { subscribeToToasts } from '../../lib/toast-store';

const toaster = lazyPart(() => import('./toaster').then((m) => m.Toaster));

/**
 * The toaster (Radix Toast) is loaded with the first toast: most pages never show one. The store keeps a toast
 * raised before the code arrives, and the toaster shows it once mounted.
 */
export function LazyToaster() {
  const [Toaster, load] = useLazyPart(toaster);
  useEffect(
    () =>
      subscribeToToasts((toasts) => {
        if (toasts.length > 0) load();
      }),
    [load],
  );
  return Toaster ? <Toaster /> : null;
}
