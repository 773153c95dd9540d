import type { Server } from 'node:net';

/**
 * A listener that cannot bind is a configuration mistake, reported as one (a line on stderr, exit 2) and not as a
 * stack trace: the port named, why it cannot be used, and what to do instead.
 */
export function exitWhenListenFails(server: Server, variable: 'PORT' | 'METRICS_PORT', port: number): void {
  server.once('error', (error: NodeJS.ErrnoException) => {
    process.stderr.write(`bunny-gateway: ${variable} ${port} cannot be used: ${reason(error, variable)}\n`);
    process.exit(2);
  });
}

function reason(error: NodeJS.ErrnoException, variable: string): string {
  if (error.code === 'EADDRINUSE')
    return `it is already in use (another gateway or npm run dev?): stop that process, or set ${variable} to a free port.`;
  if (error.code === 'EACCES') return `it needs privileges this process lacks: set ${variable} above 1023.`;
  if (error.code === 'EADDRNOTAVAIL')
    return 'HOST is not an address of this machine: set HOST to one of its addresses.';
  return error.code ?? error.message;
}
