import { spawn } from 'node:child_process';
import { apiRoot } from '../../src/paths';

export interface Started {
  exited: Promise<number | null>;
  output: () => string;
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>;
  kill: (signal: NodeJS.Signals) => void;
}

/** `src/server.ts` in its own process, as `npm run dev` starts it (stdout is not a TTY: JSON logs). */
export function startServer(env: NodeJS.ProcessEnv): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    exited,
    output: () => output,
    kill: (signal) => child.kill(signal),
    async waitFor(pattern, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = output.match(pattern);
        if (match) return match;
        if (child.exitCode !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no ${pattern} in the output:\n${output}`);
    },
  };
}
