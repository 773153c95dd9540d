/**
 * Bounded load through the balancer: a fixed number of workers, each sending one request after another, until
 * `stop()` is called, the request cap is reached or the time cap runs out, whichever comes first. Every request
 * carries its own x-request-id, so each outcome can be matched with nginx's access log.
 */
import { Agent, request } from 'node:http';
import type { BenchRequest } from '../../bench/scenarios.js';

export interface Outcome {
  readonly requestId: string;
  /** 0 when the connection to the balancer itself failed. */
  readonly status: number;
  /** The answer was the expected body (200 and exactly what the fake upstream implies). */
  readonly correct: boolean;
  readonly startMs: number;
  readonly endMs: number;
  /** The client-side error (code) when there was no answer. */
  readonly error?: string;
}

export interface LoadLimits {
  readonly workers: number;
  readonly maxRequests: number;
  readonly maxMs: number;
}

export interface Load {
  readonly outcomes: Outcome[];
  /** Requests sent and not yet answered. */
  inFlight(): number;
  stop(): Promise<Outcome[]>;
}

function send(agent: Agent, url: URL, spec: BenchRequest, requestId: string): Promise<Outcome> {
  const startMs = Date.now();
  return new Promise((resolve) => {
    const done = (status: number, body: string, error?: Error & { code?: string }): void =>
      resolve({
        requestId,
        status,
        correct: status === 200 && body === spec.expectedBody,
        startMs,
        endMs: Date.now(),
        ...(error ? { error: error.code ?? error.message } : {}),
      });
    const req = request(
      url,
      { method: spec.method, agent, headers: { ...spec.headers, 'x-request-id': requestId } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.once('error', (error) => done(0, '', error));
      },
    );
    req.once('error', (error) => done(0, '', error));
    req.end(spec.body);
  });
}

/** Worker i sends `specs[i % specs.length]`: a mix of light and heavy reads keeps requests inside the replicas. */
export function startLoad(baseUrl: string, specs: readonly BenchRequest[], limits: LoadLimits): Load {
  const agent = new Agent({ keepAlive: true, maxSockets: limits.workers });
  const outcomes: Outcome[] = [];
  const deadline = Date.now() + limits.maxMs;
  let sent = 0;
  let stopped = false;
  const worker = async (index: number): Promise<void> => {
    const spec = specs[index % specs.length] as BenchRequest;
    const url = new URL(spec.path, baseUrl);
    while (!stopped && sent < limits.maxRequests && Date.now() < deadline) {
      sent += 1;
      outcomes.push(await send(agent, url, spec, `scale-${sent}`));
    }
  };
  const workers = Promise.all(Array.from({ length: limits.workers }, (_, index) => worker(index)));
  return {
    outcomes,
    inFlight: () => sent - outcomes.length,
    async stop() {
      stopped = true;
      await workers;
      agent.destroy();
      return outcomes;
    },
  };
}
