import { performance } from 'node:perf_hooks';
import type { UpstreamObserver } from './observer.js';
import type { CallSpan, CallTracer } from './tracing.js';
import type { UpstreamCall, UpstreamHost } from './types.js';

/** When an attempt started, its number, and its span when tracing. */
export interface AttemptStart {
  readonly attempt: number;
  readonly at: number;
  readonly span: CallSpan | undefined;
}

/** How an attempt ended, as logs, metrics and traces see it. */
export interface AttemptOutcome {
  status?: number | undefined;
  bytes?: number;
  errorCode?: string | undefined;
  willRetry?: boolean;
  systemCode?: string | undefined;
}

/**
 * Opens and closes each upstream attempt for observability: a span when tracing, and one `attemptFinished` report
 * per attempt, whichever part of the upstream layer ends it.
 */
export class AttemptRecorder {
  constructor(
    private readonly observer: UpstreamObserver,
    private readonly requestId: string,
    private readonly trace: CallTracer | undefined,
    private readonly hostNames: Readonly<Record<UpstreamHost, string>>,
  ) {}

  start(call: UpstreamCall, attempt: number): AttemptStart {
    const span = this.trace?.startCall(`${call.method} ${call.route}`, {
      'http.request.method': call.method,
      'url.template': call.route,
      'server.address': call.host,
      'bunny.service': call.service,
      'http.request.resend_count': attempt - 1,
    });
    return { attempt, at: performance.now(), span };
  }

  finish(call: UpstreamCall, started: AttemptStart, outcome: AttemptOutcome): void {
    started.span?.end(outcome.status, outcome.errorCode);
    this.observer.attemptFinished({
      requestId: this.requestId,
      service: call.service,
      host: call.host,
      method: call.method,
      route: call.route,
      attempt: started.attempt,
      durationMs: performance.now() - started.at,
      ...outcome,
      willRetry: outcome.willRetry ?? false,
      // Which host failed, by the name it was configured with: the role alone cannot tell DNS from a typo.
      ...(outcome.errorCode !== undefined && { hostName: this.hostNames[call.host] }),
    });
  }

  breakerRejected(call: UpstreamCall): void {
    this.observer.breakerRejected(call.host, call.service);
  }
}
