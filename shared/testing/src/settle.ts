import { act } from 'react';

/**
 * One turn for what a reply sets off: RTK's store tells its subscribers on the next animation frame
 * (its auto-batching of query actions), then React renders and runs the effects, which may start
 * queries. A plain setTimeout(0) can run before that frame.
 */
export function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
