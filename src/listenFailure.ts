import type { Server } from 'node:net';

/**
 * A listener that cannot bind is a configuration mistake, reported as one (a line on stderr, exit 2) and not as a
 * stack trace: the variable at fault named (PORT or METRICS_PORT, or HOST when the address is the problem), why it
 * cannot be used, and what to do instead.
 */
export function exitWhenListenFails(
  server: Server,
  variable: 'PORT' | 'METRICS_PORT',
  port: number,
  host: string,
): void {
  server.once('error', (error: NodeJS.ErrnoException) => {
    const hostReason = hostProblem(error);
    const line = hostReason
      ? `HOST ${host} cannot be used: ${hostReason}`
      : `${variable} ${port} cannot be used: ${reason(error, variable)}`;
    process.stderr.write(`bunny-gateway: ${line}\n`);
    process.exit(2);
  });
}

/** A failure of the address rather than the port: HOST names no address of this machine, or none at all. */
function hostProblem(error: NodeJS.ErrnoException): string | undefined {
  if (error.code === 'EADDRNOTAVAIL') return 'it is not an address of this machine: set HOST to one of its addresses.';
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN' || error.code === 'EAI_NONAME')
    return 'the name does not resolve to an address: set HOST to an address of this machine (0.0.0.0 for all).';
  return undefined;
}

function reason(error: NodeJS.ErrnoException, variable: string): string {
  if (error.code === 'EADDRINUSE')
    return `it is already in use (another gateway or npm run dev?): stop that process, or set ${variable} to a free port.`;
  if (error.code === 'EACCES') return `it needs privileges this process lacks: set ${variable} above 1023.`;
  return error.code ?? error.message;
}
