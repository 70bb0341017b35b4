import { useEffect, useRef } from 'react';
import type { Conversation } from '../../../shared/contracts/messages';
import { useMarkRead } from './api';
import { compareMessageIds, newestFromOtherSide } from './thread-cache';
import { usePageVisible } from './use-page-visible';

/**
 * Marks the conversation read when a message from the other side is on screen and the tab is visible: on
 * opening it, and as each new one arrives by polling. The server's answer updates the header's badge.
 */
export function useMarkReadWhenSeen(conversation: Conversation): void {
  const visible = usePageVisible();
  const { mutate: markRead } = useMarkRead(conversation.id);
  const newest = newestFromOtherSide(conversation)?.id;
  const markedThrough = useRef<string | null>(null);

  useEffect(() => {
    if (!visible || !newest) return;
    if (markedThrough.current !== null && compareMessageIds(newest, markedThrough.current) <= 0) return;
    markedThrough.current = newest;
    markRead(undefined, {
      // Tried again when the next message arrives or the tab comes back to the front.
      onError: () => {
        markedThrough.current = null;
      },
    });
  }, [visible, newest, markRead]);
}
