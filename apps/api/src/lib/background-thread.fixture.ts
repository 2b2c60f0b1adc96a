import { lowerThisThreadPriority } from './background-thread';

/** A pool worker that only lowers its own priority and says what it became. */
export default function lowerAndReport(): number {
  return lowerThisThreadPriority();
}
