import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../lib/utils';
import { dismissToast, subscribeToToasts, type ToastMessage } from '../../lib/toast-store';

/** Spec §9: 5000 ms, swipe right with a 50 px threshold, F8 focuses the region (Radix's default hotkey). */
export const TOAST_DURATION_MS = 5000;

export function Toaster() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(() => subscribeToToasts(setToasts), []);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-2xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-[opacity,transform]',
            t.variant === 'destructive'
              ? 'border-destructive-strong bg-[#3b0d0d] text-foreground'
              : 'border-border bg-surface-raised text-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description && <Toast.Description className="text-sm text-muted">{t.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label="Close notification"
            className="absolute top-3 right-3 rounded-md p-1 text-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Wider screens: bottom centre. Top right covered the action buttons pages keep at their top right (a
          company's Settings, Internship Board, Post New Project), bottom right the buttons that end a form or a
          dialog, bottom left those that start a card's row (the simulator's Submit Answer). Phones: at the top under
          the sticky header (h-16), over the title rather than the thumb's reach. */}
      <Toast.Viewport className="fixed top-16 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:right-auto sm:bottom-0 sm:left-1/2 sm:-translate-x-1/2" />
    </Toast.Provider>
  );
}
