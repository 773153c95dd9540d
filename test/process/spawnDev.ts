import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `npm run dev` as a developer runs it (src/dev.ts under tsx), on a port the OS picks. */
export interface DevProcess {
  readonly child: ChildProcess;
  /** The GraphiQL / GraphQL address from the banner, http://localhost:<port>/graphql. */
  readonly url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal name) when the process ends. */
  readonly exited: Promise<number | string>;
}

export async function spawnDev(timeoutMs = 25_000, env: Record<string, string> = {}): Promise<DevProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/dev.ts'], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run dev did not start:\n${output}`)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /is ready: (http:\/\/localhost:\d+\/graphql)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  return { child, url, output: () => output, exited };
}
