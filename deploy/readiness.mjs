// Open-source nginx checks its upstreams only passively: a refused or reset connection takes an
// instance out for fail_timeout, but an instance that answers while it cannot write (its
// database connections broken, its primary a standby) stays in and answers 503s. So the stack
// polls each instance's GET /health/ready and takes an instance that fails it out of nginx's
// upstream (marked `down`, then `nginx -s reload`), and puts it back once it is ready again.

/** Between two polls of each instance. */
export const POLL_MS = 1_000;
/** Polls in a row that change an instance's state: one failed poll is not an outage. */
export const POLLS_TO_CHANGE = 2;

async function isReady(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, {
      signal: AbortSignal.timeout(POLL_MS * 2),
    });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Polls `ports` until stopped; calls `apply(downPorts)` when the set of instances taken out
 * changes. Never takes every instance out: with all of them unready (the primary is gone) nginx
 * would answer 502 to everything, where the instances still answer their own clear 503s and
 * serve reads.
 */
export function watchReadiness({ ports, apply, say }) {
  const state = new Map(ports.map((port) => [port, { down: false, streak: 0 }]));
  let stopped = false;
  let timer;
  const poll = async () => {
    const results = await Promise.all(ports.map(async (port) => [port, await isReady(port)]));
    let changed = false;
    for (const [port, ready] of results) {
      const entry = state.get(port);
      // A streak counts polls that disagree with the current state.
      entry.streak = ready === entry.down ? entry.streak + 1 : 0;
      if (entry.streak < POLLS_TO_CHANGE) continue;
      const othersUp = ports.filter((other) => other !== port && !state.get(other).down).length;
      if (!ready && othersUp === 0) continue;
      entry.down = !ready;
      entry.streak = 0;
      changed = true;
      say(
        ready
          ? `› API :${port} ready again: back in nginx's upstream`
          : `› API :${port} not ready (GET /health/ready): taken out of nginx's upstream`,
      );
    }
    if (changed) apply(ports.filter((port) => state.get(port).down));
  };
  const loop = async () => {
    if (stopped) return;
    await poll().catch((error) => say(`› readiness watch: ${error.message}`));
    if (!stopped) timer = setTimeout(loop, POLL_MS);
  };
  timer = setTimeout(loop, POLL_MS);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
