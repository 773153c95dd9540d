import { SpanKind, SpanStatusCode, context, propagation, trace, type Span, type Tracer } from '@opentelemetry/api';
import { tracingConfig } from '../tracingConfig.js';
import type { CallSpan, CallTracer } from '../upstream/tracing.js';

/**
 * OpenTelemetry tracing, off by default. It turns on with the standard variables (`OTEL_TRACES_EXPORTER=otlp`
 * or an `OTEL_EXPORTER_OTLP_ENDPOINT` / `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); the OTLP exporter reads the rest
 * of the `OTEL_*` settings itself. One span per GraphQL operation, one child span per upstream attempt, and the
 * W3C `traceparent` of that child sent upstream. This module needs only the light `@opentelemetry/api`; the SDK
 * is in tracingSdk.ts, loaded only when tracing is on (it would add ~0.3 s and ~15 MB to every start otherwise).
 */

/** Whether these variables turn tracing on; a value the gateway cannot honour is a ConfigError (tracingConfig.ts). */
export function tracingWanted(env: Readonly<Record<string, string | undefined>>): boolean {
  return tracingConfig(env).enabled;
}

/** The trace of one GraphQL request: the operation span, parent of every upstream attempt's span. */
export class RequestTrace implements CallTracer {
  operation: Span | undefined;

  constructor(readonly tracer: Tracer) {}

  /** Starts an upstream attempt's span and returns the headers that carry it upstream. */
  startCall(name: string, attributes: Record<string, string | number>): CallSpan {
    const parent = this.operation ? trace.setSpan(context.active(), this.operation) : context.active();
    const span = this.tracer.startSpan(name, { kind: SpanKind.CLIENT, attributes }, parent);
    const headers: Record<string, string> = {};
    propagation.inject(trace.setSpan(parent, span), headers);
    return {
      headers,
      end: (status, errorCode) => {
        if (status !== undefined) span.setAttribute('http.response.status_code', status);
        if (errorCode) span.setStatus({ code: SpanStatusCode.ERROR, message: errorCode });
        span.end();
      },
    };
  }
}
