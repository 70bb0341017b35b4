import { useEffect, useReducer } from 'react';

/**
 * Whether the moment `until` (an ISO time) is still ahead; the component renders again when it passes, so an Undo
 * offered until then disappears on time. Null is a window already shut.
 */
export function useUndoWindow(until: string | null): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const end = until ? new Date(until).getTime() : 0;
  const open = end > Date.now();
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(rerender, end - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [open, end]);
  return open;
}
