interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the browser handle input and paint before the next step of the start-up:
 * `scheduler.yield()` where the browser has it, a new macrotask otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
