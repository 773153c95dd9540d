import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * Magic Containers' write-only secrets (a registry's password, a log-forwarding token, a container's environment
 * values) against a fake bunny.net that echoes them: never in data, never in an error, never in a log line.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const headers = { AccessKey: 'containers-secret-account-key' };

/** The secret is nowhere in the answer or the gateway's log lines. */
function expectNowhere(secret: string, answer: unknown): void {
  expect(JSON.stringify(answer)).not.toContain(secret);
  expect(gw.rawLogs.join('\n')).not.toContain(secret);
}

describe("a registry's password", () => {
  const password = 'ghp_RegistryPassword9d2e7c';
  const add = `mutation { createContainerRegistry(input: { displayName: "ghcr", type: GITHUB,
    credentials: { userName: "acme", password: "${password}" } }) { registryId status error } }`;

  it('is sent to bunny.net, and scrubbed from the error when bunny.net echoes it', async () => {
    upstream.answer({
      status: 400,
      body: {
        title: 'Bad',
        status: 400,
        detail: `password ${password} rejected`,
        errors: [{ field: 'passwordCredentials.password', message: password }],
      },
    });
    const { body } = await gw.graphql(add, undefined, headers);
    expect(JSON.parse(upstream.requests[0]?.body.toString() ?? '{}').passwordCredentials).toEqual({
      userName: 'acme',
      password,
    });
    expect(body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toContain('[redacted]');
    expectNowhere(password, body);
  });

  it('is scrubbed from an error bunny.net answers as data', async () => {
    upstream.answer({
      status: 200,
      body: { status: 'secretsValidationFailed', error: `login with ${password} failed` },
    });
    const { body } = await gw.graphql(add, undefined, headers);
    expect(body.data?.['createContainerRegistry']).toEqual({
      registryId: null,
      status: 'SECRETS_VALIDATION_FAILED',
      error: 'login with [redacted] failed',
    });
    expectNowhere(password, body);
  });
});

describe('a log-forwarding token', () => {
  const token = 'lf-token-Echoed5b81f3a2';
  const record = {
    id: 'lf-1',
    app: 'app-1',
    type: 'SyslogTcp',
    endpoint: 'logs.example.com',
    port: 6514,
    format: 'SyslogRfc5424',
    enabled: true,
    token,
  };

  it('is taken out of every configuration bunny.net answers: only hasToken says there is one', async () => {
    upstream.answer({ status: 200, body: { items: [record, { ...record, app: 'app-2', token: '' }] } });
    const { body } = await gw.graphql(
      '{ containerLogForwardings { edges { node { appId hasToken endpoint } } } }',
      undefined,
      headers,
    );
    expect(body.data?.['containerLogForwardings']).toEqual({
      edges: [
        { node: { appId: 'app-1', hasToken: true, endpoint: 'logs.example.com' } },
        { node: { appId: 'app-2', hasToken: false, endpoint: 'logs.example.com' } },
      ],
    });
    expectNowhere(token, body);
  });

  it('is scrubbed from an error echoing the token the caller sent', async () => {
    upstream.answer({ status: 403, body: { detail: `token ${token} is not allowed` } });
    const { body } = await gw.graphql(
      `mutation { updateContainerLogForwarding(input: { appId: "app-1", containerLogForwarding: { protocol: SYSLOG_TCP, endpoint: "logs.example.com",
        port: 6514, format: RFC5424, enabled: true, token: "${token}" } }) { appId } }`,
      undefined,
      headers,
    );
    expect(JSON.parse(upstream.requests[0]?.body.toString() ?? '{}').token).toBe(token);
    expect(body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    expectNowhere(token, body);
  });
});

describe("a container's environment values", () => {
  const value = 'postgres://user:Secret-Env-Value@db/shop';

  it('are sent whole and scrubbed from an error that echoes them; the answer names the variables only', async () => {
    upstream.answer({ status: 400, body: { title: 'Bad', status: 400, detail: `value ${value} is too long` } });
    const { body } = await gw.graphql(
      `mutation { setContainerEnvironmentVariables(input: { appId: "app-1", containerId: "c-1", variables: [{ name: "DATABASE_URL", value: "${value}" }] }) { containerId } }`,
      undefined,
      headers,
    );
    expect(JSON.parse(upstream.requests[0]?.body.toString() ?? '{}')).toEqual({ DATABASE_URL: value });
    expect(body.errors?.[0]?.message).toContain('[redacted]');
    expectNowhere(value, body);
  });
});
