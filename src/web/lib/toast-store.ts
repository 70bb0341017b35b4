/**
 * A tiny toast queue that any code (an API error handler, a mutation) can push to without React context.
 * Spec §9: one toast at a time; a newer toast replaces the visible one.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

type Listener = (toasts: ToastMessage[]) => void;

let nextId = 1;
let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();

export const TOAST_LIMIT = 1;

function emit() {
  for (const listener of listeners) listener(toasts);
}

export function toast(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  toasts = [{ ...message, id }, ...toasts].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function subscribeToToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}
