import { ConfigError, type Env } from './envValues.js';

/**
 * OpenTelemetry tracing (the standard `OTEL_*` variables), checked at start-up like every other setting: the SDK and
 * the OTLP exporter read them too, but answer a mistyped value by quietly doing something else (a sampler falls back
 * to its default, an endpoint that is not a URL drops every span, `OTEL_SDK_DISABLED=TRUE` was read as "no"). The
 * gateway ships one exporter, OTLP over HTTP (JSON), so the values it cannot honour are refused naming the variable.
 */
export interface TracingConfig {
  /** Tracing is on: an OTLP exporter or endpoint is configured and nothing turns it off. */
  readonly enabled: boolean;
}

const SAMPLERS = [
  'always_on',
  'always_off',
  'traceidratio',
  'parentbased_always_on',
  'parentbased_always_off',
  'parentbased_traceidratio',
];

export function tracingConfig(env: Env): TracingConfig {
  const disabled = oneOf(env, 'OTEL_SDK_DISABLED', ['true', 'false']) === 'true';
  const exporters = list(env, 'OTEL_TRACES_EXPORTER', ['otlp', 'none']);
  for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) endpoint(env, name);
  for (const name of ['OTEL_EXPORTER_OTLP_PROTOCOL', 'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'])
    oneOf(env, name, ['http/json', 'http/protobuf'], ' (the gateway exports OTLP over HTTP; gRPC is not built in)');
  for (const name of ['OTEL_EXPORTER_OTLP_COMPRESSION', 'OTEL_EXPORTER_OTLP_TRACES_COMPRESSION'])
    oneOf(env, name, ['none', 'gzip']);
  for (const name of ['OTEL_EXPORTER_OTLP_TIMEOUT', 'OTEL_EXPORTER_OTLP_TRACES_TIMEOUT']) positive(env, name);
  const sampler = oneOf(env, 'OTEL_TRACES_SAMPLER', SAMPLERS);
  samplerArgument(env, sampler);
  const configured =
    exporters.includes('otlp') ||
    Boolean(env['OTEL_EXPORTER_OTLP_ENDPOINT'] || env['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']);
  return { enabled: !disabled && !exporters.includes('none') && configured };
}

/** The value, lower-cased, when it is one of `values` (or unset: undefined); a ConfigError otherwise. */
function oneOf(env: Env, name: string, values: readonly string[], why = ''): string | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = raw.toLowerCase();
  if (!values.includes(value)) throw new ConfigError(`${name} must be one of ${values.join(', ')}${why}, got "${raw}"`);
  return value;
}

function list(env: Env, name: string, values: readonly string[]): string[] {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim().toLowerCase();
    if (!values.includes(value))
      throw new ConfigError(
        `${name} must be ${values.join(' or ')} (the gateway ships only the OTLP exporter), got "${entry.trim()}"`,
      );
    return value;
  });
}

function endpoint(env: Env, name: string): void {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return;
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http(s) URL such as http://collector:4318, got "${raw}"`);
}

function positive(env: Env, name: string): void {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return;
  if (!/^\d+$/.test(raw) || Number(raw) === 0)
    throw new ConfigError(`${name} must be a whole number of milliseconds above 0, got "${raw}"`);
}

/** A ratio sampler's argument is a probability; the others take none worth checking. */
function samplerArgument(env: Env, sampler: string | undefined): void {
  const raw = env['OTEL_TRACES_SAMPLER_ARG']?.trim();
  if (raw === undefined || raw === '' || !sampler?.endsWith('traceidratio')) return;
  const ratio = Number(raw);
  if (!Number.isFinite(ratio) || ratio < 0 || ratio > 1)
    throw new ConfigError(`OTEL_TRACES_SAMPLER_ARG must be a probability between 0 and 1, got "${raw}"`);
}
