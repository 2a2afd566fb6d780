// The password checks one process runs at once (its worker-thread pool's work, so it is counted per process, never
// shared: docs/architecture/backend-state.md). Over the cap an attempt waits up to `queueMs` instead of being refused,
// and a freed check goes to the waiting network with the fewest checks running (the first of those), so a few
// flooding networks cannot take every turn.

export interface QueuedCheck {
  /** Resolves true when the check may run, false when the wait ran out (after `onTimeout` was called). */
  admitted: Promise<boolean>;
  /** Frees the check (or leaves the queue); the second call does nothing. */
  leave(): void;
}

export function createCheckQueue(limit: number, queueMs: number) {
  let running = 0;
  const byNetwork = new Map<string, number>();
  const waiters: { network: string; admit: () => void }[] = [];
  const count = (network: string) => byNetwork.get(network) ?? 0;
  const hold = (network: string, by: number) => {
    running += by;
    const n = count(network) + by;
    if (n <= 0) byNetwork.delete(network);
    else byNetwork.set(network, n);
  };
  const admitNext = () => {
    while (waiters.length > 0 && running < limit) {
      let best = 0;
      for (let i = 1; i < waiters.length; i++) if (count(waiters[i].network) < count(waiters[best].network)) best = i;
      waiters.splice(best, 1)[0].admit();
    }
  };

  return {
    get running() {
      return running;
    },
    /** Takes a check for `network` now, or queues for one; `onTimeout` runs when the wait ends without one. */
    enter(network: string, onTimeout: () => void): QueuedCheck {
      let held = false;
      let done = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let waiter: (typeof waiters)[number] | undefined;
      const leave = () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        if (waiter && waiters.includes(waiter)) waiters.splice(waiters.indexOf(waiter), 1);
        if (held) hold(network, -1);
        admitNext();
      };
      const take = () => {
        held = true;
        hold(network, 1);
      };
      if (running < limit) {
        take();
        return { admitted: Promise.resolve(true), leave };
      }
      const admitted = new Promise<boolean>((resolve) => {
        waiter = {
          network,
          admit: () => {
            clearTimeout(timer);
            take();
            resolve(true);
          },
        };
        waiters.push(waiter);
        timer = setTimeout(() => {
          if (!done) {
            leave();
            onTimeout();
          }
          resolve(false);
        }, queueMs);
      });
      return { admitted, leave };
    },
  };
}

export type CheckQueue = ReturnType<typeof createCheckQueue>;
