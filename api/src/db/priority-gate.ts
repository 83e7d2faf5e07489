/**
 * PGlite is one connection: every statement and transaction of every request waits its turn in
 * one queue. In arrival order, a conta paid behind forty dashboards waits for all of them (issue
 * 12's load bench saw writes at p99 9 s and timeouts). This gate admits one unit of work at a time,
 * writes first; so that a stream of writes cannot starve reads, a read goes next after
 * `writeBurst` writes in a row while reads wait.
 */
export interface PriorityGate {
  run<T>(write: boolean, work: () => Promise<T>): Promise<T>;
}

export function createPriorityGate(writeBurst = 4): PriorityGate {
  let busy = false;
  let writesInARow = 0;
  const writes: (() => void)[] = [];
  const reads: (() => void)[] = [];

  function next(): (() => void) | undefined {
    const readsWaited = reads.length > 0 && writesInARow >= writeBurst;
    if (writes.length > 0 && !readsWaited) {
      writesInARow += 1;
      return writes.shift();
    }
    writesInARow = 0;
    return reads.shift() ?? writes.shift();
  }

  return {
    async run(write, work) {
      if (busy) {
        // The turn is handed over with `busy` still set, so nothing overtakes the woken one.
        await new Promise<void>((resolve) => (write ? writes : reads).push(resolve));
      }
      busy = true;
      try {
        return await work();
      } finally {
        // The next turn starts after the event loop has run once, even with nobody waiting yet:
        // handed over at once (in a microtask), the queued and the following statements would
        // run back to back before any new request is even read, and a write arriving meanwhile
        // would find no queue to jump.
        setImmediate(() => {
          const wake = next();
          if (wake) wake();
          else busy = false;
        });
      }
    },
  };
}
