import { propagation, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Starts the OpenTelemetry tracer provider with the OTLP/HTTP exporter, which reads the standard `OTEL_*`
 * variables itself. Tests pass their own span processor (e.g. an in-memory exporter).
 */
export function startTracing(processor: SpanProcessor = new BatchSpanProcessor(new OTLPTraceExporter())): { tracer: Tracer; shutdown: () => Promise<void> } {
  const provider = new NodeTracerProvider({ spanProcessors: [processor] });
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return { tracer: provider.getTracer('bunny-gateway'), shutdown: () => provider.shutdown() };
}
