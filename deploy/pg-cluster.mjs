// The stack's database: three etcd members, three Patroni nodes each running its own PostgreSQL,
// and HAProxy in front (writes to the primary, reads to the replicas), all on this machine with
// their own ports and folders in deploy/.run. Patroni elects, promotes, and brings a lost primary
// back as a replica (pg_rewind); nothing here does any of that itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  etcdInitialCluster,
  etcdName,
  haproxyConf,
  nodeName,
  patroniConf,
} from './pg-cluster-conf.mjs';

/**
 * What the cluster needs from the stack (stack.mjs): its ports, folders and process helpers,
 * passed in rather than imported so that the two files do not import each other.
 */
export function pgCluster({ ports, runDir, asRoot, postgresBin, startProcess, waitFor, say }) {
  const members = {};
  const nodes = {};
  const dataDir = (index) => path.join(runDir, `pg-${nodeName(index)}`);
  let haproxy;

  function startEtcd(index) {
    const name = etcdName(index);
    const url = (port) => `http://127.0.0.1:${port}`;
    members[index] = startProcess(name, 'etcd', [
      `--name=${name}`,
      `--data-dir=${path.join(runDir, name)}`,
      `--listen-client-urls=${url(ports.etcdClient[index])}`,
      `--advertise-client-urls=${url(ports.etcdClient[index])}`,
      `--listen-peer-urls=${url(ports.etcdPeer[index])}`,
      `--initial-advertise-peer-urls=${url(ports.etcdPeer[index])}`,
      `--initial-cluster=${etcdInitialCluster(ports)}`,
      // Read on the first start only; a member restarted on its data folder rejoins as it was.
      '--initial-cluster-state=new',
      '--initial-cluster-token=fluxo-deploy',
      // Patroni's `etcd:` client speaks the v2 API (pg-cluster-conf.mjs says why not etcd3).
      '--enable-v2=true',
    ]);
  }

  /** Patroni as the postgres user (PostgreSQL refuses root), exec'd: its pid is Patroni's own. */
  function startPatroni(index) {
    const conf = path.join(runDir, `patroni-${nodeName(index)}.yml`);
    const command = asRoot
      ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', 'patroni', conf]]
      : ['patroni', [conf]];
    nodes[index] = startProcess(`patroni-${nodeName(index)}`, ...command);
  }

  /** GET on a Patroni REST port: the status and the parsed body, or status 0 if no answer. */
  async function rest(index, route) {
    try {
      const response = await fetch(`http://127.0.0.1:${ports.patroni[index]}${route}`, {
        signal: AbortSignal.timeout(1_000),
      });
      const text = await response.text();
      return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text };
    } catch {
      return { status: 0, body: undefined };
    }
  }

  /** The cluster as Patroni sees it (GET /cluster on the first node that answers). */
  async function cluster(except = []) {
    for (let index = 0; index < ports.nodes.length; index += 1) {
      if (except.includes(index)) continue;
      const answer = await rest(index, '/cluster');
      if (answer.status === 200) return answer.body;
    }
    return undefined;
  }

  const indexOf = (name) => Number(name.replace('node', '')) - 1;

  /** Which node leads, which is the synchronous standby; undefined while there is no leader. */
  async function roles(except = []) {
    const members = (await cluster(except))?.members ?? [];
    const leader = members.find((m) => m.role === 'leader' && m.state === 'running');
    if (!leader) return undefined;
    const sync = members.find((m) => m.role === 'sync_standby');
    return {
      leader: indexOf(leader.name),
      sync: sync ? indexOf(sync.name) : undefined,
      timeline: leader.timeline,
      members,
    };
  }

  /** Replicas streaming from the leader, as the leader's PostgreSQL reports them. */
  function streaming(leader) {
    const out = spawnSync(postgresBin('psql'), [
      ...['-h', '127.0.0.1', '-p', String(ports.nodes[leader]), '-U', 'postgres', '-d', 'postgres'],
      '-Atqc',
      "select application_name || ':' || sync_state from pg_stat_replication where state = 'streaming'",
    ]);
    return out.status === 0 ? out.stdout.toString().trim().split('\n').filter(Boolean) : [];
  }

  /**
   * Healthy: one leader, every node running and streaming from it, one of them synchronous.
   * Answers the roles then, undefined before.
   */
  async function healthy() {
    const now = await roles();
    if (!now || now.members.length !== ports.nodes.length) return undefined;
    if (now.members.some((m) => m.state !== 'running')) return undefined;
    const replicas = streaming(now.leader);
    if (replicas.length !== ports.nodes.length - 1) return undefined;
    if (!replicas.some((r) => r.endsWith(':sync'))) return undefined;
    return { ...now, replicas };
  }

  async function start() {
    say('› etcd: three members…');
    for (let index = 0; index < ports.etcdClient.length; index += 1) startEtcd(index);
    await waitFor('etcd', async () => {
      const answers = await Promise.all(
        ports.etcdClient.map((port) =>
          fetch(`http://127.0.0.1:${port}/health`)
            .then((r) => r.json())
            .catch(() => ({})),
        ),
      );
      return answers.every((a) => a.health === 'true');
    });
    const binDir = path.dirname(postgresBin('postgres'));
    for (let index = 0; index < ports.nodes.length; index += 1) {
      writeFileSync(
        path.join(runDir, `patroni-${nodeName(index)}.yml`),
        patroniConf({ index, ports, runDir, binDir, dataDir: dataDir(index) }),
      );
    }
    // node1 first, so it initialises the cluster and leads; the others then clone it.
    say('› Patroni: node1 initialises the cluster…');
    startPatroni(0);
    await waitFor(
      'Patroni node1 as the leader',
      async () => (await rest(0, '/primary')).status === 200,
      60_000,
    );
    say('› Patroni: node2 and node3 clone it and follow…');
    for (let index = 1; index < ports.nodes.length; index += 1) startPatroni(index);
    await waitFor('three Patroni nodes, one synchronous', healthy, 90_000);
    say('› HAProxy: writes to /primary, reads to /replica…');
    const conf = path.join(runDir, 'haproxy.cfg');
    writeFileSync(conf, haproxyConf({ ports, asRoot }));
    execFileSync('haproxy', ['-c', '-q', '-f', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy = startProcess('haproxy', 'haproxy', ['-db', '-f', conf]);
  }

  /** The postmaster's pid of node `index`, from its data folder; undefined when not running. */
  function postmasterPid(index) {
    const file = path.join(dataDir(index), 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return existsSync(`/proc/${pid}`) ? pid : undefined;
  }

  /** Every process of node `index`: Patroni, its postmaster and the postmaster's children. */
  function nodePids(index) {
    const pids = [nodes[index]?.child.pid].filter(Boolean);
    const postmaster = postmasterPid(index);
    if (!postmaster) return pids;
    pids.push(postmaster);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
          pids.push(Number(entry));
      } catch {
        // Gone since the listing.
      }
    }
    return pids;
  }

  function signalNode(index, signal) {
    for (const pid of nodePids(index)) {
      try {
        process.kill(pid, signal);
      } catch {
        // Already gone.
      }
    }
  }

  async function stop() {
    // Processes the drill may have left stopped must run to stop.
    for (const index of Object.keys(nodes)) signalNode(Number(index), 'SIGCONT');
    haproxy?.child.kill('SIGTERM');
    // Patroni stops its PostgreSQL on SIGTERM (a fast shutdown), then leaves.
    for (const running of Object.values(nodes)) {
      if (running.child.exitCode === null && running.child.signalCode === null)
        running.child.kill('SIGTERM');
    }
    await Promise.race([
      Promise.all(Object.values(nodes).map((n) => n.exited)),
      new Promise((resolve) => setTimeout(resolve, 30_000)),
    ]);
    // A PostgreSQL whose Patroni was killed outlives it: stopped here, as an operator would.
    for (let index = 0; index < ports.nodes.length; index += 1) {
      if (!postmasterPid(index)) continue;
      const pgCtl = [postgresBin('pg_ctl'), 'stop', '-w', '-m', 'fast', '-D', dataDir(index)];
      const [command, args] = asRoot
        ? ['runuser', ['-u', 'postgres', '--', ...pgCtl]]
        : [pgCtl[0], pgCtl.slice(1)];
      spawnSync(command, args, { stdio: 'ignore' });
    }
    for (const running of Object.values(members)) {
      if (running.child.exitCode === null && running.child.signalCode === null)
        running.child.kill('SIGTERM');
    }
    await Promise.all(
      [haproxy, ...Object.values(members), ...Object.values(nodes)]
        .filter(Boolean)
        .map((p) => p.exited),
    );
  }

  /** The etcd member leading etcd's own Raft group (its index), from any member that answers. */
  async function etcdLeader() {
    for (const port of ports.etcdClient) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/v3/maintenance/status`, {
          method: 'POST',
          body: '{}',
          signal: AbortSignal.timeout(1_000),
        });
        const { leader, header } = await response.json();
        if (leader === header.member_id) return ports.etcdClient.indexOf(port);
      } catch {
        // The next member.
      }
    }
    return undefined;
  }

  return {
    start,
    stop,
    roles,
    healthy,
    etcdLeader,
    postmasterPid,
    signalNode,
    /** The drill's faults: processes killed or stopped; nothing is reconfigured. */
    killEtcd: async (index) => {
      members[index].child.kill('SIGKILL');
      await members[index].exited;
    },
    /** As an operator restarting the member's machine: the same command on the same data. */
    startEtcd,
    stopPatroni: async (index) => {
      nodes[index].child.kill('SIGTERM');
      await nodes[index].exited;
    },
    startPatroni,
  };
}
