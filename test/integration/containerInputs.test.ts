import { describe, expect, it } from 'vitest';
import type { FakeUpstream } from '../support/fakeUpstream.js';
import { useGatewayOnFake, type TestGateway } from '../support/gateway.js';

/**
 * Magic Containers' text that travels in a JSON body (names, images, regions, environment values, a registry's
 * password, a log-forwarding token) is refused when it holds a lone surrogate, naming the argument, before any call:
 * no body could carry it to bunny.net as the caller wrote it.
 */

let upstream: FakeUpstream;
let gw: TestGateway;
useGatewayOnFake({ status: 200, body: {} }, (started) => ({ upstream, gw } = started), { RETRY_MAX: '0' });

const APP = 'appId: "app-1"';
const cases: [field: string, query: string, variables: Record<string, unknown>, argument: string][] = [
  [
    'setContainerEnvironmentVariables',
    `mutation($v: String!) { setContainerEnvironmentVariables(input: { ${APP}, containerId: "c-1", variables: [{ name: "A", value: $v }] }) { appId } }`,
    { v: 'secret\ud800' },
    'input.variables[0].value',
  ],
  [
    'createContainerRegistry',
    'mutation($p: String!) { createContainerRegistry(input: { displayName: "r", credentials: { userName: "u", password: $p } }) { status } }',
    { p: '\udc00pass' },
    'input.credentials.password',
  ],
  [
    'updateContainerLogForwarding',
    `mutation($t: String) { updateContainerLogForwarding(input: { ${APP}, containerLogForwarding: { protocol: SYSLOG_TCP, endpoint: "logs.example.com", port: 514, format: RFC5424, enabled: true, token: $t } }) { appId } }`,
    { t: 'tok\ud83d' },
    'input.containerLogForwarding.token',
  ],
  [
    'updateContainerAppRegionSettings',
    `mutation($r: String!) { updateContainerAppRegionSettings(input: { ${APP}, containerRegionSettings: { allowedRegionIds: [$r] } }) { appId } }`,
    { r: 'D\ud800E' },
    'input.containerRegionSettings.allowedRegionIds[0]',
  ],
  [
    'updateContainerTemplate',
    `mutation($n: String) { updateContainerTemplate(input: { ${APP}, containerId: "c-1", containerTemplate: { name: $n } }) { appId } }`,
    { n: 'web\udfff' },
    'input.containerTemplate.name',
  ],
];

describe('a lone surrogate in Magic Containers text sent in a body', () => {
  it.each(cases)('is refused by %s as BAD_USER_INPUT naming the argument, before any call', async (...testCase) => {
    const [, query, variables, argument] = testCase;
    const { body } = await gw.graphql(query, variables, { AccessKey: 'containers-inputs-key' });
    expect(upstream.requests).toHaveLength(0);
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
    expect(body.errors?.[0]?.message).toContain('surrogate');
  });
});
