// `npm run deploy`: the production shape on this machine (see deploy/README.md), in the
// foreground; Ctrl+C stops it all.
import { PORTS, PUBLIC_URL, RUN_DIR, startStack } from './stack.mjs';

let stack;
try {
  stack = await startStack();
} catch (error) {
  process.stderr.write(`${error.message}\n(logs in ${RUN_DIR})\n`);
  process.exit(1);
}
process.stdout.write(
  [
    '',
    `Fluxo (production shape) at ${PUBLIC_URL} — demo login demo@fluxo.dev / Demo1234`,
    `  nginx :${PORTS.http} → API :${PORTS.api.join(' and :')}; Redis :${PORTS.redis}`,
    `  PostgreSQL through HAProxy: writes :${PORTS.writes} (the primary), reads :${PORTS.reads} (the replicas)`,
    `  Patroni nodes :${PORTS.nodes.join(', :')} (REST :${PORTS.patroni.join(', :')}); etcd :${PORTS.etcdClient.join(', :')}`,
    `  logs and data in ${RUN_DIR}; Ctrl+C stops everything`,
    '',
  ].join('\n'),
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
