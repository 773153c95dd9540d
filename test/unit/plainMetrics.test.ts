import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { PlainCounter, PlainHistogram } from '../../src/observability/plainMetrics.js';

/** The same observations through prom-client's own metrics and through the plain ones must scrape the same text. */
describe('plain metrics', () => {
  it('expose exactly what prom-client exposes for the same counts and observations', async () => {
    const [theirs, ours] = [new Registry(), new Registry()];
    const bounds = [0.1, 1, 2.5];
    const histogram = new Histogram({
      name: 'h_seconds',
      help: 'A histogram.',
      labelNames: ['a', 'b'],
      buckets: bounds,
      registers: [theirs],
    });
    const counter = new Counter({ name: 'c_total', help: 'A counter.', labelNames: ['a'], registers: [theirs] });
    const plainHistogram = new PlainHistogram('h_seconds', 'A histogram.', ['a', 'b'], bounds, ours);
    const plainCounter = new PlainCounter('c_total', 'A counter.', ['a'], ours);

    for (const [a, b, value] of [
      ['x', 'y', 0.05],
      ['x', 'y', 0.1],
      ['x', 'y', 0.5],
      ['x', 'y', 7],
      ['x', 'z', 2.5],
    ] as const) {
      histogram.labels(a, b).observe(value);
      plainHistogram.cell(a, b).observe(value);
      counter.labels(a).inc();
      plainCounter.cell(a).inc();
    }
    counter.labels('w').inc();
    plainCounter.cell('w').inc();

    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.metrics()).toContain('h_seconds_bucket{le="0.1",a="x",b="y"} 2');
  });

  it('start over on reset, as prom-client does', async () => {
    const registry = new Registry();
    const counter = new PlainCounter('c_total', 'A counter.', ['a'], registry);
    counter.cell('x').inc();
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('c_total{');
  });
});
