interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can handle a tap or paint in between. A step of
 * the app's start that runs 100 ms on a phone is fine; five of them in one task are half a second in which a tap
 * gets no answer. `scheduler.yield` (Chromium) resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
