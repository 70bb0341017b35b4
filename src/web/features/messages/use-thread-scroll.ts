import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import type { Message } from '../../../shared/contracts/messages';

/** How close to the end still counts as reading the newest messages, in pixels. */
const NEAR_END_PX = 48;

/**
 * Keeps the thread's scroll box on the newest message: at first, when one of ours is sent, and when a new one
 * arrives while the reader is at the end (not while they scroll back to read). Older messages put above keep
 * what is on screen in place. Returns the box's scroll handler.
 */
export function useThreadScroll(box: RefObject<HTMLElement | null>, messages: Message[]): () => void {
  const firstId = messages[0]?.id;
  const newest = messages.at(-1);
  const atEnd = useRef(true);
  const shown = useRef<{ firstId?: string; lastId?: string; height: number } | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = shown.current;
    if (!before || (newest?.id !== before.lastId && (atEnd.current || newest?.fromMe))) {
      element.scrollTop = element.scrollHeight;
    } else if (firstId !== before.firstId) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    shown.current = { firstId, lastId: newest?.id, height: element.scrollHeight };
  }, [box, firstId, newest?.id, newest?.fromMe]);

  return useCallback(() => {
    const element = box.current;
    if (element) atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
  }, [box]);
}
