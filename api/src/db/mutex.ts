/**
 * A FIFO mutex: PGlite is one connection, so transactions must run one at a time
 * (docs/toolchain.md trap 15).
 */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for the lock; returns the release function. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => next);
    return ready;
  }
}
