// The database's configuration as generated for the stack (pg-cluster.mjs): three etcd members,
// three Patroni nodes (each its own PostgreSQL), and HAProxy routing by Patroni's REST checks.
// The timing settings are here, in one place, with the failover time they imply.

/**
 * Patroni's timing (its dynamic configuration, kept in etcd).
 * - ttl: the leader key's lease. A leader that cannot renew it (its node stopped, partitioned) is
 *   replaced once it expires: the failover time for a lost node is ttl + up to loop_wait. 20 s is
 *   the minimum later Patroni releases enforce (3.0.2, Debian's, accepts less); lower, a leader
 *   stalled on a busy 2-core machine would be deposed for nothing, and there is no watchdog here.
 * - loop_wait: between two HA cycles. A crashed postmaster is noticed on the leader's next cycle,
 *   and with primary_start_timeout 0 it fails over at once: about loop_wait + a promotion (~1 s).
 * - retry_timeout: how long an etcd or PostgreSQL call is retried before the leader demotes
 *   itself. loop_wait + 2 × retry_timeout ≤ ttl, as Patroni's documentation asks.
 */
export const PATRONI_TIMING = { ttl: 20, loop_wait: 1, retry_timeout: 5 };
if (PATRONI_TIMING.loop_wait + 2 * PATRONI_TIMING.retry_timeout > PATRONI_TIMING.ttl)
  throw new Error('Patroni: loop_wait + 2 × retry_timeout must not exceed ttl');

/**
 * HAProxy's checks of Patroni's REST API: every 500 ms, 250 ms once a check failed; two failures
 * mark a server down (and cut its sessions), one success marks it up (Patroni answers 200 on
 * /primary only while it holds the leader key, so one is proof enough). A server that stopped
 * answering (SIGSTOP) fails by `timeout check`. So HAProxy follows Patroni within 0.5–2.5 s.
 */
export const HAPROXY_CHECK = { interMs: 500, fastinterMs: 250, fall: 2, rise: 1, timeoutMs: 1_000 };

export const etcdName = (index) => `etcd${index + 1}`;
export const nodeName = (index) => `node${index + 1}`;

/** The etcd members' `--initial-cluster`: every member's name and peer URL. */
export function etcdInitialCluster(ports) {
  return ports.etcdPeer.map((port, i) => `${etcdName(i)}=http://127.0.0.1:${port}`).join(',');
}

/**
 * Patroni's configuration for node `index`. JSON, which is YAML: Patroni reads it as it is.
 * `bootstrap.dcs` is written to etcd by the node that initialises the cluster; the rest is local.
 */
export function patroniConf({ index, ports, runDir, binDir, dataDir }) {
  const name = nodeName(index);
  const address = (port) => `127.0.0.1:${port}`;
  return JSON.stringify(
    {
      scope: 'fluxo',
      namespace: '/fluxo/',
      name,
      log: { level: 'INFO' },
      restapi: {
        listen: address(ports.patroni[index]),
        connect_address: address(ports.patroni[index]),
      },
      // etcd's v2 API, not etcd3: Debian's Patroni 3.0.2 renews the leader key on etcd3 with an
      // unconditional put after its lease expired, from a cached view of the cluster, so a leader
      // resumed after a pause overwrote its successor's key (the drill lost acknowledged writes
      // once in four runs; fixed upstream after 3.0.2: patroni/patroni#2689). On v2 the renewal is a
      // compare-and-swap on the key's value (prevValue = this node): a deposed leader cannot
      // take the key back and demotes.
      etcd: { hosts: ports.etcdClient.map(address) },
      bootstrap: {
        dcs: {
          ...PATRONI_TIMING,
          // A crashed primary fails over to its synchronous standby instead of being restarted in
          // place: that is what the drill's kill -9 tests, and the standby has every commit.
          primary_start_timeout: 0,
          // Only a synchronous standby may be promoted, and a commit waits for one: no
          // acknowledged write is lost. Not strict: with no replica left the primary commits alone
          // rather than refusing every write (see deploy/README.md).
          synchronous_mode: true,
          synchronous_mode_strict: false,
          synchronous_node_count: 1,
          postgresql: {
            use_pg_rewind: true,
            use_slots: true,
            parameters: {
              // A read on the synchronous standby after a commit sees it.
              synchronous_commit: 'remote_apply',
              wal_log_hints: 'on',
              wal_level: 'replica',
              hot_standby: 'on',
              max_connections: 100,
              max_wal_senders: 10,
              max_replication_slots: 10,
              shared_buffers: '128MB',
              wal_keep_size: '256MB',
            },
          },
        },
        // Checksums as well as wal_log_hints: pg_rewind needs one of them.
        initdb: [{ encoding: 'UTF8' }, { locale: 'C.UTF-8' }, 'data-checksums'],
      },
      postgresql: {
        listen: address(ports.nodes[index]),
        connect_address: address(ports.nodes[index]),
        data_dir: dataDir,
        bin_dir: binDir,
        pgpass: `${runDir}/pgpass-${name}`,
        authentication: {
          superuser: { username: 'postgres' },
          replication: { username: 'postgres' },
          rewind: { username: 'postgres' },
        },
        pg_hba: [
          'local all all trust',
          'host all all 127.0.0.1/32 trust',
          'host replication all 127.0.0.1/32 trust',
        ],
        parameters: {
          unix_socket_directories: runDir,
          logging_collector: 'on',
          log_directory: runDir,
          log_filename: `pg-${name}.log`,
        },
      },
    },
    null,
    2,
  );
}

/**
 * haproxy.cfg: `writes` goes to the node whose Patroni answers 200 on GET /primary; `reads`
 * balances the nodes answering 200 on GET /replica and, when none does, falls back to the primary
 * (`backup` servers that `track` the writes checks, so both agree on which node is the primary).
 */
export function haproxyConf({ ports, asRoot }) {
  const c = HAPROXY_CHECK;
  const nodes = ports.nodes.map((port, i) => ({ name: nodeName(i), port, rest: ports.patroni[i] }));
  const checks = `  option httpchk
  default-server inter ${c.interMs} fastinter ${c.fastinterMs} downinter ${c.interMs} fall ${c.fall} rise ${c.rise} on-marked-down shutdown-sessions`;
  return `# Generated by deploy/pg-cluster.mjs; do not edit.
global
  maxconn 2000
${asRoot ? '  user haproxy\n  group haproxy\n' : ''}
defaults
  mode tcp
  retries 2
  timeout connect 1s
  timeout check ${c.timeoutMs}ms
  # The API's pools keep connections idle between requests, up to 10 min
  # (DATABASE_IDLE_CONNECTION_TIMEOUT_MS): these must be longer, or HAProxy cuts warm connections.
  timeout client 30m
  timeout server 30m

listen writes
  bind 127.0.0.1:${ports.writes}
${checks}
  http-check send meth GET uri /primary
  http-check expect status 200
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check port ${n.rest}`).join('\n')}

listen reads
  bind 127.0.0.1:${ports.reads}
  balance roundrobin
${checks}
  http-check send meth GET uri /replica
  http-check expect status 200
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check port ${n.rest}`).join('\n')}
${nodes.map((n) => `  server ${n.name}-primary 127.0.0.1:${n.port} backup track writes/${n.name}`).join('\n')}
`;
}
