import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** Nice value of the heavy-work threads: below the event loop's, above nothing else's. */
export const BACKGROUND_NICE = 10;

/**
 * Runs the calling worker thread at a lower CPU priority. On Linux each thread has its own nice
 * value (its id is the last part of /proc/thread-self), so while reports and PDFs are made the
 * event loop answering shoppers gets the cores first. Elsewhere, or where the system refuses, the
 * thread keeps the process's priority. Answers the thread's nice value.
 */
export function lowerThisThreadPriority(): number {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(thread)) return getPriority();
    setPriority(thread, Math.max(BACKGROUND_NICE, getPriority(thread)));
    return getPriority(thread);
  } catch {
    return getPriority();
  }
}
