import { SpanKind, SpanStatusCode, context, propagation, trace, type Span, type Tracer } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.js';

/**
 * OpenTelemetry tracing, off by default. It turns on with the standard variables (`OTEL_TRACES_EXPORTER=otlp`
 * or an `OTEL_EXPORTER_OTLP_ENDPOINT` / `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`); the OTLP exporter reads the rest
 * of the `OTEL_*` settings itself. One span per GraphQL operation, one child span per upstream attempt, and the
 * W3C `traceparent` of that child sent upstream. This module needs only the light `@opentelemetry/api`; the SDK
 * is in tracingSdk.ts, loaded only when tracing is on (it would add ~0.3 s and ~15 MB to every start otherwise).
 */

export function tracingWanted(env: Readonly<Record<string, string | undefined>>): boolean {
  if (env['OTEL_SDK_DISABLED'] === 'true' || env['OTEL_TRACES_EXPORTER'] === 'none') return false;
  return Boolean(
    env['OTEL_TRACES_EXPORTER'] || env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'],
  );
}

/** One upstream attempt's span: the headers that carry it upstream, and its end. */
export interface CallSpan {
  readonly headers: Record<string, string>;
  end(status?: number, errorCode?: string): void;
}

/** The trace of one GraphQL request: the operation span, parent of every upstream attempt's span. */
export class RequestTrace {
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

/** Opens the operation span when execution starts and closes it with the result's error codes. */
export function useOperationSpans(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const requestTrace = args.contextValue.trace;
      if (!requestTrace) return undefined;
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      // A caller may write its key anywhere, the operation name too: spans leave the gateway like log lines.
      const raw = operation?.name?.value;
      const name = raw && args.contextValue.credentials.secrets.scrub(raw);
      const span = requestTrace.tracer.startSpan(name ? `${type} ${name}` : type, {
        kind: SpanKind.SERVER,
        attributes: {
          'graphql.operation.type': type,
          ...(name && { 'graphql.operation.name': name }),
          'request.id': args.contextValue.requestId,
        },
      });
      requestTrace.operation = span;
      return {
        onExecuteDone({ result }) {
          const errors = 'errors' in result ? result.errors : undefined;
          if (errors?.length)
            span.setStatus({
              code: SpanStatusCode.ERROR,
              message: errors.map((e) => String(e.extensions?.['code'] ?? 'ERROR')).join(','),
            });
          span.end();
        },
      };
    },
  };
}
