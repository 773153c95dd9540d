import type { ServerResponse } from 'node:http';
import type { GatewayMetrics } from '../observability/metrics.js';
import type { CircuitBreakers } from '../upstream/breaker.js';
import { sendJson } from './jsonAnswer.js';
import { exactPath, pathOf, type Route } from './router.js';
import type { IncomingMessage } from 'node:http';

/** Liveness, readiness and metrics: no credential, nothing about callers. */
export class Probes {
  private draining = false;

  constructor(
    private readonly metrics: GatewayMetrics,
    private readonly breakers: CircuitBreakers,
  ) {}

  /** Readiness turns 503 at once; in-flight requests carry on. */
  beginDrain(): void {
    this.draining = true;
  }

  /** The probe routes of the public port: /health and /ready, and /metrics unless it has a port of its own. */
  routes(withMetrics: boolean): Route[] {
    const probe = (path: string): Route => ({ matches: exactPath(path), handle: ({ res }) => this.serve(path, res) });
    return [probe('/health'), probe('/ready'), ...(withMetrics ? [probe('/metrics')] : [])];
  }

  /** The listener of METRICS_PORT: /metrics, /health and /ready only. */
  readonly handleMetricsPort = (req: IncomingMessage, res: ServerResponse): void => this.serve(pathOf(req), res);

  private serve(path: string, res: ServerResponse): void {
    if (path === '/health') sendJson(res, 200, { status: 'ok' });
    else if (path === '/metrics') void this.serveMetrics(res);
    else if (path === '/ready') {
      const ready = !this.draining && this.breakers.anyClosed();
      sendJson(res, ready ? 200 : 503, {
        status: ready ? 'ready' : this.draining ? 'draining' : 'upstreams unavailable',
      });
    } else sendJson(res, 404, { errors: [{ message: 'Not found. This port serves /metrics, /health and /ready.' }] });
  }

  private async serveMetrics(res: ServerResponse): Promise<void> {
    const body = await this.metrics.registry.metrics();
    res.writeHead(200, { 'content-type': this.metrics.registry.contentType });
    res.end(body);
  }
}
