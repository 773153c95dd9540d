import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';

/** Opens the operation span when execution starts and closes it with the result's error codes. */
export function useOperationSpans(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const { scope } = args.contextValue;
      const requestTrace = scope.trace;
      if (!requestTrace) return undefined;
      const operation = getOperationAST(args.document, args.operationName);
      const type = operation?.operation ?? 'query';
      // A caller may write its key anywhere, the operation name too: spans leave the gateway like log lines.
      const raw = operation?.name?.value;
      const name = raw && scope.secrets.scrub(raw);
      const span = requestTrace.tracer.startSpan(name ? `${type} ${name}` : type, {
        kind: SpanKind.SERVER,
        attributes: {
          'graphql.operation.type': type,
          ...(name && { 'graphql.operation.name': name }),
          'request.id': scope.requestId,
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
