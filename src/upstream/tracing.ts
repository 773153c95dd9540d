/**
 * What the upstream layer needs of tracing, and no more: a span per attempt, whose headers carry it upstream. The
 * OpenTelemetry implementation lives above, in observability/tracing.ts; this layer knows only the interface.
 */

/** One upstream attempt's span: the headers that carry it upstream, and its end. */
export interface CallSpan {
  readonly headers: Record<string, string>;
  end(status?: number, errorCode?: string): void;
}

/** Starts the span of each upstream attempt of one request, as a child of the request's operation span. */
export interface CallTracer {
  startCall(name: string, attributes: Record<string, string | number>): CallSpan;
}
