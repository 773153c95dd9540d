import { propagation, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Starts the OpenTelemetry tracer provider with the OTLP/HTTP exporter, which reads the standard `OTEL_*`
 * variables itself. Tests pass their own span processor (e.g. an in-memory exporter).
 */
export function startTracing(processor: SpanProcessor = new BatchSpanProcessor(new OTLPTraceExporter())): {
  tracer: Tracer;
  shutdown: () => Promise<void>;
} {
  // service.name is bunny-gateway unless OTEL_SERVICE_NAME or OTEL_RESOURCE_ATTRIBUTES say otherwise.
  const resource = defaultResource()
    .merge(resourceFromAttributes({ 'service.name': 'bunny-gateway' }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [processor] });
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return { tracer: provider.getTracer('bunny-gateway'), shutdown: () => provider.shutdown() };
}
