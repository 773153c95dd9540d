/** Finding nginx, or installing Debian's package when it is missing and we are root (CI is). */
import { execFileSync } from 'node:child_process';

const NGINX = ['/usr/sbin/nginx', 'nginx'];

function findNginx(): string | undefined {
  for (const candidate of NGINX) {
    try {
      execFileSync(candidate, ['-v'], { stdio: 'ignore' });
      return candidate;
    } catch {
      // Try the next one.
    }
  }
  return undefined;
}

/** nginx is missing and cannot be installed here: the scale test cannot run (exit 3), and CI counts that as a failure. */
export class NginxUnavailable extends Error {
  override readonly name = 'NginxUnavailable';
}

/** The nginx binary, installing Debian's nginx-light (or nginx) first when it is missing and we are root. */
export function ensureNginx(say: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) throw new NginxUnavailable('nginx is not installed and installing it needs root');
  say("nginx is not installed: installing Debian's nginx-light with apt-get (nginx if that is unavailable)");
  const apt = (args: string[]): void => {
    execFileSync('apt-get', args, {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  try {
    apt(['update', '-qq']);
    try {
      apt(['install', '-y', '-qq', 'nginx-light']);
    } catch {
      apt(['install', '-y', '-qq', 'nginx']);
    }
  } catch (error) {
    throw new NginxUnavailable(`apt-get could not install nginx: ${error instanceof Error ? error.message : error}`);
  }
  const installed = findNginx();
  if (!installed) throw new NginxUnavailable('nginx was installed but cannot be run');
  return installed;
}
