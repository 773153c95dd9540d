import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_UPSTREAM, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has production-safe defaults with an empty environment', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      metricsPort: null,
      graphiql: false,
      introspection: false,
      corsOrigins: [],
    });
    expect(config.upstream).toEqual(DEFAULT_UPSTREAM);
    expect(config.timeouts).toEqual({ connectMs: 3_000, headersMs: 10_000, bodyMs: 10_000, requestDeadlineMs: 25_000 });
    expect(Object.isFrozen(config.limits)).toBe(true);
  });

  it('turns GraphiQL, introspection and field suggestions on outside production', () => {
    expect(loadConfig({})).toMatchObject({ graphiql: true, introspection: true, fieldSuggestions: true });
  });

  it('the production entry’s option makes the defaults production ones whatever NODE_ENV says; each can be asked for', () => {
    for (const NODE_ENV of [undefined, '', 'development']) {
      expect(loadConfig({ NODE_ENV }, { production: true })).toMatchObject({
        graphiql: false,
        introspection: false,
        fieldSuggestions: false,
      });
    }
    expect(
      loadConfig({ GRAPHIQL: 'true', INTROSPECTION: 'true', FIELD_SUGGESTIONS: 'true' }, { production: true }),
    ).toMatchObject({ graphiql: true, introspection: true, fieldSuggestions: true });
  });

  it('turns introspection on with GraphiQL in production, which reads its schema with it, and refuses GraphiQL without it', () => {
    expect(loadConfig({ GRAPHIQL: 'true' }, { production: true })).toMatchObject({
      graphiql: true,
      introspection: true,
    });
    expect(loadConfig({ INTROSPECTION: 'true' }, { production: true })).toMatchObject({ introspection: true });
    expect(() => loadConfig({ GRAPHIQL: 'true', INTROSPECTION: 'false' }, { production: true })).toThrow(
      'GRAPHIQL=true needs introspection (GraphiQL reads the schema with it): unset INTROSPECTION',
    );
  });

  it('reads MAX_NESTING_DEPTH, 64 by default, refusing values that would let the parser overflow', () => {
    expect(loadConfig({}).limits.maxNesting).toBe(64);
    expect(loadConfig({ MAX_NESTING_DEPTH: '100' }).limits.maxNesting).toBe(100);
    expect(() => loadConfig({ MAX_NESTING_DEPTH: '5000' })).toThrow(/MAX_NESTING_DEPTH must be between 8 and 500/);
  });

  it('reads METRICS_PORT as a separate listener, and refuses the public port', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metricsPort).toBe(9464);
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeNull();
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be between 0 and 65535/);
  });

  it.each([
    ['PORT', 'http', /PORT must be a whole number/],
    ['REQUEST_DEADLINE_MS', '0', /REQUEST_DEADLINE_MS must be between 1 and 600000/],
    ['RETRY_BUDGET_RATIO', '1.5', /RETRY_BUDGET_RATIO must be between 0 and 1/],
    ['LOG_PRETTY', 'maybe', /LOG_PRETTY must be true or false/],
    ['LOG_LEVEL', 'verbose', /LOG_LEVEL must be one of/],
    ['LOG_BUFFER_MAX_BYTES', '1000', /LOG_BUFFER_MAX_BYTES must be between 65536 and 1073741824/],
    ['BUNNY_API_URL', 'ftp://api.bunny.net', /BUNNY_API_URL must be http\(s\)/],
    ['BUNNY_API_URL', 'https://user:pass@api.bunny.net', /BUNNY_API_URL must not carry credentials/],
    ['CORS_ORIGINS', 'https://app.example.com/path', /CORS_ORIGINS entries must be bare origins/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it.each([
    ['HOST', 'not_a_host', /^HOST must be an IP address of this machine .* or a host name, got "not_a_host"$/],
    ['HOST', 'http://0.0.0.0', /^HOST must be an IP address/],
    ['OTEL_SDK_DISABLED', 'yes', /^OTEL_SDK_DISABLED must be one of true, false, got "yes"$/],
    ['OTEL_TRACES_EXPORTER', 'otlp-http', /^OTEL_TRACES_EXPORTER must be otlp or none .*, got "otlp-http"$/],
    ['OTEL_TRACES_EXPORTER', 'console', /^OTEL_TRACES_EXPORTER must be otlp or none/],
    ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318', /^OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/],
    ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'grpc://collector:4317', /^OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be/],
    [
      'OTEL_EXPORTER_OTLP_PROTOCOL',
      'grpc',
      /^OTEL_EXPORTER_OTLP_PROTOCOL must be one of http\/json, http\/protobuf .*gRPC/,
    ],
    ['OTEL_EXPORTER_OTLP_COMPRESSION', 'zip', /^OTEL_EXPORTER_OTLP_COMPRESSION must be one of none, gzip/],
    ['OTEL_EXPORTER_OTLP_TIMEOUT', '10s', /^OTEL_EXPORTER_OTLP_TIMEOUT must be a whole number of milliseconds/],
    ['OTEL_TRACES_SAMPLER', 'always_of', /^OTEL_TRACES_SAMPLER must be one of always_on, always_off/],
  ])('refuses %s=%s naming that variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('accepts every IP address and host name form for HOST', () => {
    for (const host of ['0.0.0.0', '127.0.0.1', '::', '::1', 'localhost', 'gateway-1.internal', 'example.com.'])
      expect(loadConfig({ HOST: host }).host).toBe(host);
  });

  it('refuses a sampler ratio that is not a probability, and reads the OTEL variables that turn tracing on and off', () => {
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'traceidratio', OTEL_TRACES_SAMPLER_ARG: '10%' })).toThrow(
      'OTEL_TRACES_SAMPLER_ARG must be a probability between 0 and 1, got "10%"',
    );
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' };
    expect(loadConfig({}).tracing.enabled).toBe(false);
    expect(loadConfig(endpoint).tracing.enabled).toBe(true);
    expect(loadConfig({ OTEL_TRACES_EXPORTER: 'OTLP' }).tracing.enabled).toBe(true);
    expect(loadConfig({ ...endpoint, OTEL_SDK_DISABLED: 'TRUE' }).tracing.enabled).toBe(false);
    expect(loadConfig({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' }).tracing.enabled).toBe(false);
    expect(
      loadConfig({ ...endpoint, OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.25' }),
    ).toMatchObject({ tracing: { enabled: true } });
  });

  it('refuses GRAPHIQL=true with TRUSTED_DOCUMENTS=only, saying why and what to set, and leaves GraphiQL off there by default', () => {
    const only = { TRUSTED_DOCUMENTS_FILE: 'persisted_queries.json', TRUSTED_DOCUMENTS: 'only' };
    expect(() => loadConfig({ ...only, GRAPHIQL: 'true' })).toThrow(
      'GRAPHIQL=true cannot work with TRUSTED_DOCUMENTS=only: GraphiQL sends documents of its own (its schema query and what you type), which only-mode refuses. Set GRAPHIQL=false, or TRUSTED_DOCUMENTS=allow.',
    );
    expect(loadConfig(only).graphiql).toBe(false);
    expect(loadConfig({ ...only, TRUSTED_DOCUMENTS: 'allow', GRAPHIQL: 'true' }).graphiql).toBe(true);
  });

  it('drops a trailing slash from upstream URLs and keeps a base path', () => {
    expect(loadConfig({ BUNNY_API_URL: 'http://127.0.0.1:8080/proxy/' }).upstream.api).toBe(
      'http://127.0.0.1:8080/proxy',
    );
  });
});
