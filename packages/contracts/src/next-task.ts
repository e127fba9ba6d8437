/**
 * Resolves in a task of its own (scheduler.yield where the browser has it, else a zero timeout): code that awaits it
 * lets the browser handle input and paint first. A boot or a mount that runs as one long chain of promise callbacks
 * is one long task (total blocking time); awaiting this between its steps makes each step a task of its own.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
