import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { REPO_ROOT } from './remote-dist';

export interface DevServer {
  remote: string;
  port: number;
  /** What the dev server printed, for a failing test's message. */
  output: string[];
  child: ChildProcess;
}

const isListening = async (url: string): Promise<boolean> => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * Starts a remote's dev server exactly as the README tells a remote team to
 * (`npm run dev -w remote-<name>`), in its own process group so that it can be stopped with
 * everything it spawned, and waits until it serves its federation manifest.
 */
export async function startDevServer(remote: string, port: number): Promise<DevServer> {
  const manifest = `http://localhost:${port}/mf-manifest.json`;
  if (await isListening(manifest)) {
    throw new Error(
      `Port ${port} is taken (a remote-${remote} dev server of your own?): stop it, the test starts its own.`,
    );
  }
  const child = spawn('npm', ['run', 'dev', '-w', `remote-${remote}`], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const server: DevServer = { remote, port, output: [], child };
  const collect = (chunk: Buffer) => server.output.push(chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const deadline = Date.now() + 90_000;
  while (!(await isListening(manifest))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopDevServer(server);
      throw new Error(
        `remote-${remote}'s dev server did not serve ${manifest}:\n${server.output.join('')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}

/** Stops the dev server's process group (npm, rsbuild); SIGKILL if it lingers. */
export async function stopDevServer(server: DevServer): Promise<void> {
  const { child } = server;
  if (child.pid === undefined || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone between the two signals.
    }
  }
}
