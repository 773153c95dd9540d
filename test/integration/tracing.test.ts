import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracingWanted } from '../../src/observability/tracing.js';
import { startTracing } from '../../src/observability/tracingSdk.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

let api: FakeUpstream;
let gw: TestGateway;
const exporter = new InMemorySpanExporter();
const tracing = startTracing(new SimpleSpanProcessor(exporter));

beforeAll(async () => {
  api = await startFakeUpstream((request) =>
    request.url.startsWith('/mc/nodes')
      ? { body: ['198.51.100.1'] }
      : { body: { data: { overview: { wafTriggeredRules: 1 } }, error: { statusCode: 200, success: true } } },
  );
  gw = await startGateway(upstreamEnv(api.url), { tracer: tracing.tracer });
});

afterAll(async () => {
  await gw.close();
  await api.close();
  await tracing.shutdown();
});

describe('OpenTelemetry tracing', () => {
  it('is off unless the standard OTEL variables ask for it', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(
      false,
    );
  });

  it('records the operation span with one child span per upstream call and sends its traceparent upstream', async () => {
    const { body } = await gw.graphql(
      'query Overview { containerNodeIps shieldZoneMetrics(shieldZoneId: 42) { overview { wafTriggeredRules } } }',
    );
    expect(body.errors).toBeUndefined();
    const spans = exporter.getFinishedSpans();
    const operation = spans.find((span) => span.name === 'query Overview');
    expect(operation).toBeDefined();
    expect(operation?.resource.attributes['service.name']).toBe('bunny-gateway');
    const children = spans.filter((span) => span.parentSpanContext?.spanId === operation?.spanContext().spanId);
    expect(children.map((span) => span.name).sort()).toEqual([
      'GET /mc/nodes/plain',
      'GET /shield/metrics/overview/{shieldZoneId}',
    ]);
    for (const child of children) {
      expect(child.spanContext().traceId).toBe(operation?.spanContext().traceId);
      expect(child.attributes['http.response.status_code']).toBe(200);
    }
    const traceparents = api.requests.map((request) => request.headers['traceparent']);
    expect(traceparents).toHaveLength(2);
    for (const header of traceparents) {
      expect(header).toMatch(new RegExp(`^00-${operation?.spanContext().traceId}-[0-9a-f]{16}-01$`));
    }
    const childIds = children.map((span) => span.spanContext().spanId).sort();
    expect(traceparents.map((header) => String(header).split('-')[2]).sort()).toEqual(childIds);
  });

  it("scrubs the caller's key from the operation span's name and attributes, as from the logs", async () => {
    const key = 'tracedAccountKey0001';
    const { body } = await gw.graphql(`query Q${key} { containerNodeIps }`, undefined, { AccessKey: key });
    expect(body.errors).toBeUndefined();
    const span = exporter.getFinishedSpans().find((finished) => finished.name.startsWith('query Q'));
    expect(span?.name).toBe('query Q[redacted]');
    expect(JSON.stringify(span?.attributes)).not.toContain(key);
  });
});
