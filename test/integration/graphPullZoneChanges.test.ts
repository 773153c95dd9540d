import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import {
  EXTERNAL_CERT_HOSTNAME,
  MANAGED_CERT_HOSTNAME,
  SANDBOX_CERTIFICATE,
  SANDBOX_CERTIFICATE_KEY,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
} from '../../src/sandbox/index.js';
import { estimateCalls, useSandboxGraph } from '../support/sandboxGraph.js';

/**
 * The changes inside a Pull Zone, through HTTP against the sandbox: who may reach it (blocked IPs, referrers), its
 * hostnames and their certificates, and its Edge Rules. Each answers what changed, and the zone (with the changed
 * hostname or rule) as it is now, read only when selected; removals answer the id the record had.
 */

const graph = useSandboxGraph('pull-zone-changes-test-key');
const { query, data, upstreamCalls } = graph;
const READ_ZONE = `GET /pullzone/${WEB_PULL_ZONE_ID}`;

interface Hostname {
  id: string;
  value: string;
  forceSsl: boolean;
  hasCertificate: boolean;
  certificateProvisionType: string | null;
  certificateKeyType: string | null;
}

const HOSTNAME = 'id value forceSsl hasCertificate certificateProvisionType certificateKeyType';

describe('blocked IPs and referrers', () => {
  it('blocks an IP and answers the zone listing it, then unblocks it', async () => {
    const { addPullZoneBlockedIp } = await data<{ addPullZoneBlockedIp: { pullZone: { blockedIps: string[] } } }>(
      `mutation { addPullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "192.0.2.0/24" }) { blockedIp pullZone { blockedIps } } }`,
    );
    expect(addPullZoneBlockedIp.pullZone.blockedIps).toContain('192.0.2.0/24');
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/addBlockedIp`, READ_ZONE]);
    const { removePullZoneBlockedIp } = await data<{ removePullZoneBlockedIp: { pullZone: { blockedIps: string[] } } }>(
      `mutation { removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "192.0.2.0/24" }) { pullZone { blockedIps } } }`,
    );
    expect(removePullZoneBlockedIp.pullZone.blockedIps).not.toContain('192.0.2.0/24');
  });

  it('adds and removes allowed and blocked referrers, each answering the lists as they are now', async () => {
    const change = (field: string, hostname: string) =>
      data<Record<string, { pullZone: { allowedReferrers: string[]; blockedReferrers: string[] } }>>(
        `mutation { ${field}(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${hostname}" }) { hostname pullZone { allowedReferrers blockedReferrers } } }`,
      ).then((result) => result[field]?.pullZone);
    expect(await change('addPullZoneAllowedReferrer', 'shop.example.com')).toEqual({
      allowedReferrers: ['shop.example.com'],
      blockedReferrers: [],
    });
    expect(await change('addPullZoneBlockedReferrer', '*.hotlinker.example')).toEqual({
      allowedReferrers: ['shop.example.com'],
      blockedReferrers: ['*.hotlinker.example'],
    });
    expect(await change('removePullZoneAllowedReferrer', 'shop.example.com')).toMatchObject({ allowedReferrers: [] });
    expect(await change('removePullZoneBlockedReferrer', '*.hotlinker.example')).toMatchObject({
      blockedReferrers: [],
    });
  });

  it("passes bunny.net's refusal to remove a referrer it does not list on, naming hostname", async () => {
    const { body } = await query(
      `mutation { removePullZoneBlockedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "never.example" }) { clientMutationId } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { field: 'hostname' } });
  });
});

describe('hostnames', () => {
  it('adds a hostname, answering it without a certificate, then removes it, answering the id it had', async () => {
    const { addPullZoneHostname } = await data<{ addPullZoneHostname: { pullZoneHostname: Hostname } }>(
      `mutation { addPullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "cdn.shop.example" }) { pullZoneHostname { ${HOSTNAME} } } }`,
    );
    expect(addPullZoneHostname.pullZoneHostname).toMatchObject({
      value: 'cdn.shop.example',
      forceSsl: false,
      hasCertificate: false,
    });
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/addHostname`, READ_ZONE]);
    graph.sandbox.clearRequests();
    const { removePullZoneHostname } = await data<{
      removePullZoneHostname: { deletedPullZoneHostnameId: string; pullZone: { hostnames: { value: string }[] } };
    }>(
      `mutation { removePullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "CDN.shop.example" }) { deletedPullZoneHostnameId pullZone { hostnames { value } } } }`,
    );
    expect(removePullZoneHostname.deletedPullZoneHostnameId).toBe(addPullZoneHostname.pullZoneHostname.id);
    expect(removePullZoneHostname.pullZone.hostnames.map((hostname) => hostname.value)).not.toContain(
      'cdn.shop.example',
    );
    expect(upstreamCalls()).toEqual([`DELETE /pullzone/${WEB_PULL_ZONE_ID}/removeHostname`, READ_ZONE]);
  });

  it("switches a hostname's Force SSL and answers the hostname and zone with the one read", async () => {
    const { setPullZoneHostnameForceSsl } = await data<{
      setPullZoneHostnameForceSsl: { pullZoneHostname: Hostname; pullZone: { id: string } };
    }>(`mutation { setPullZoneHostnameForceSsl(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", forceSsl: true }) {
      pullZone { id } pullZoneHostname { ${HOSTNAME} } } }`);
    expect(setPullZoneHostnameForceSsl.pullZoneHostname).toMatchObject({
      value: EXTERNAL_CERT_HOSTNAME,
      forceSsl: true,
    });
    expect(setPullZoneHostnameForceSsl.pullZoneHostname.id).toBe(
      toGlobalId('PullZoneHostname', `${WEB_PULL_ZONE_ID}/${EXTERNAL_CERT_HOSTNAME}`),
    );
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/setForceSSL`, READ_ZONE]);
  });
});

describe('certificates', () => {
  it('loads a free certificate and answers the hostname as the zone that lists it has it, with one search', async () => {
    const { issuePullZoneFreeCertificate } = await data<{
      issuePullZoneFreeCertificate: { pullZone: { pullZoneId: number }; pullZoneHostname: Hostname };
    }>(
      `mutation { issuePullZoneFreeCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }) { pullZone { pullZoneId }
        pullZoneHostname { ${HOSTNAME} } } }`,
    );
    expect(issuePullZoneFreeCertificate.pullZone.pullZoneId).toBe(WEB_PULL_ZONE_ID);
    expect(issuePullZoneFreeCertificate.pullZoneHostname).toMatchObject({
      hasCertificate: true,
      certificateProvisionType: 'HTTP01',
    });
    expect(upstreamCalls()).toEqual([
      `GET /pullzone/loadFreeCertificate?hostname=${EXTERNAL_CERT_HOSTNAME}&useOnlyHttp01=true`,
      `GET /pullzone?page=1&perPage=100&search=${EXTERNAL_CERT_HOSTNAME}`,
    ]);
  });

  it('requests a DNS-01 challenge, then completes it: the hostname has a DNS-01 certificate', async () => {
    const { requestPullZoneExternalDnsCertificate } = await data<{
      requestPullZoneExternalDnsCertificate: { challenge: Record<string, string> };
    }>(
      `mutation { requestPullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }) { hostname challenge } }`,
    );
    expect(requestPullZoneExternalDnsCertificate.challenge).toMatchObject({
      RecordName: `_acme-challenge.${EXTERNAL_CERT_HOSTNAME}`,
      RecordType: 'TXT',
    });
    const { completePullZoneExternalDnsCertificate } = await data<{
      completePullZoneExternalDnsCertificate: { pullZoneHostname: Hostname };
    }>(
      `mutation { completePullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }) { pullZoneHostname { ${HOSTNAME} } } }`,
    );
    expect(completePullZoneExternalDnsCertificate.pullZoneHostname).toMatchObject({
      certificateProvisionType: 'DNS01',
    });
  });

  it('refuses to complete an HTTP-01 certificate never requested, as bunny.net does', async () => {
    const { body } = await query(
      `mutation { completePullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" }) { clientMutationId } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('adds a custom certificate, sets its key type and removes it, the hostname answered after each', async () => {
    const hostname = (mutation: string) =>
      data<Record<string, { pullZoneHostname: Hostname }>>(
        `mutation { ${mutation} { pullZoneHostname { ${HOSTNAME} } } }`,
      ).then((result) => Object.values(result)[0]?.pullZoneHostname);
    expect(
      await hostname(
        `uploadPullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}" })`,
      ),
    ).toMatchObject({ hasCertificate: true, certificateProvisionType: 'CUSTOM' });
    expect(
      await hostname(
        `setPullZoneCertificateKeyType(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", keyType: RSA })`,
      ),
    ).toMatchObject({
      certificateKeyType: 'RSA',
    });
    expect(
      await hostname(
        `removePullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      ),
    ).toMatchObject({ hasCertificate: false });
  });

  it("sends the certificate and its key as bunny.net's Base64 fields, the key appearing in no answer", async () => {
    const { body } = await query(
      `mutation { uploadPullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${MANAGED_CERT_HOSTNAME}", certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}" }) { hostname } }`,
    );
    expect(JSON.stringify(body)).not.toContain(SANDBOX_CERTIFICATE_KEY);
    expect(JSON.parse(graph.sandbox.requests[0]?.body.toString('utf8') ?? '')).toEqual({
      Hostname: MANAGED_CERT_HOSTNAME,
      Certificate: SANDBOX_CERTIFICATE,
      CertificateKey: SANDBOX_CERTIFICATE_KEY,
    });
  });
});

describe('Edge Rules', () => {
  const RULE = `{ id guid description enabled actionType actionParameter1 triggerMatchingType
    triggers { type patternMatches patternMatchingType parameter1 } extraActions { actionType actionParameter1 } }`;
  const SAVE = (
    edgeRuleId = '',
  ) => `mutation { setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { ${edgeRuleId} actionType: SET_RESPONSE_HEADER,
    actionParameter1: "X-Frame-Options", actionParameter2: "DENY", description: "No framing", triggerMatchingType: ALL,
    triggers: [{ type: URL, patternMatches: ["*/checkout/*"] }, { type: REQUEST_HEADER, parameter1: "Accept",
    patternMatches: ["text/html"] }], extraActions: [{ actionType: DISABLE_OPTIMIZER }] } }) {
    edgeRuleId edgeRule ${RULE} } }`;

  interface Rule {
    id: string;
    guid: string;
    triggers: unknown[];
    [field: string]: unknown;
  }

  it('adds a rule and answers it as the zone now lists it, triggers and extra actions included', async () => {
    const { setPullZoneEdgeRule } = await data<{ setPullZoneEdgeRule: { edgeRuleId: string | null; edgeRule: Rule } }>(
      SAVE(),
    );
    expect(setPullZoneEdgeRule.edgeRuleId).toBeNull();
    expect(setPullZoneEdgeRule.edgeRule).toMatchObject({
      description: 'No framing',
      enabled: true,
      actionType: 'SET_RESPONSE_HEADER',
      triggerMatchingType: 'ALL',
      triggers: [
        { type: 'URL', patternMatches: ['*/checkout/*'], patternMatchingType: 'ANY', parameter1: null },
        { type: 'REQUEST_HEADER', patternMatches: ['text/html'], patternMatchingType: 'ANY', parameter1: 'Accept' },
      ],
      extraActions: [{ actionType: 'DISABLE_OPTIMIZER', actionParameter1: null }],
    });
    expect(setPullZoneEdgeRule.edgeRule.id).toBe(
      toGlobalId('EdgeRule', `${WEB_PULL_ZONE_ID}/${setPullZoneEdgeRule.edgeRule.guid}`),
    );
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/edgerules/addOrUpdate`, READ_ZONE]);
  });

  it('updates a rule in place by its GUID, and deletes it, answering the id it had', async () => {
    const { setPullZoneEdgeRule } = await data<{ setPullZoneEdgeRule: { edgeRuleId: string; edgeRule: Rule } }>(
      SAVE(`edgeRuleId: "${WEB_EDGE_RULE_ID}",`),
    );
    expect(setPullZoneEdgeRule).toMatchObject({
      edgeRuleId: WEB_EDGE_RULE_ID,
      edgeRule: { guid: WEB_EDGE_RULE_ID, description: 'No framing' },
    });
    const { deletePullZoneEdgeRule } = await data<{
      deletePullZoneEdgeRule: { deletedPullZoneEdgeRuleId: string; pullZone: { edgeRules: { guid: string }[] } };
    }>(
      `mutation { deletePullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}" }) { deletedPullZoneEdgeRuleId pullZone { edgeRules { guid } } } }`,
    );
    expect(deletePullZoneEdgeRule.deletedPullZoneEdgeRuleId).toBe(setPullZoneEdgeRule.edgeRule.id);
    expect(deletePullZoneEdgeRule.pullZone.edgeRules.map((rule) => rule.guid)).not.toContain(WEB_EDGE_RULE_ID);
  });

  it('answers NOT_FOUND for a rule the zone does not have', async () => {
    const { body } = await query(
      `mutation { deletePullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "00000000-0000-4000-8000-000000000000" }) { clientMutationId } }`,
    );
    expect(body.errors?.map((error) => error.extensions?.['code'])).toEqual(['NOT_FOUND']);
  });

  it('makes one read for the zone and the rule together, within the estimate', async () => {
    const text = SAVE().replace('edgeRule {', 'pullZone { id } edgeRule {');
    await data(text);
    expect(upstreamCalls()).toHaveLength(2);
    expect(estimateCalls(text)).toBeGreaterThanOrEqual(2);
  });
});

describe('bad arguments', () => {
  const cases: [string, string][] = [
    [
      `mutation { addPullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "300.1.1.1" }) { clientMutationId } }`,
      'input.blockedIp',
    ],
    [
      `mutation { addPullZoneAllowedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "not a host" }) { clientMutationId } }`,
      'input.hostname',
    ],
    [
      `mutation { addPullZoneHostname(input: { pullZoneId: 0, hostname: "cdn.example.com" }) { clientMutationId } }`,
      'input.pullZoneId',
    ],
    [
      `mutation { addPullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "cdn/example" }) { clientMutationId } }`,
      'input.hostname',
    ],
    [
      `mutation { setPullZoneHostnameForceSsl(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "", forceSsl: true }) { clientMutationId } }`,
      'input.hostname',
    ],
    [
      'mutation { issuePullZoneFreeCertificate(input: { hostname: "192.0.2.1" }) { clientMutationId } }',
      'input.hostname',
    ],
    [
      'mutation { requestPullZoneExternalDnsCertificate(input: { hostname: "*.example.com" }) { clientMutationId } }',
      'input.hostname',
    ],
    [
      'mutation { completePullZoneExternalHttpCertificate(input: { hostname: "example" }) { clientMutationId } }',
      'input.hostname',
    ],
    [
      `mutation { uploadPullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example.com", certificate: "not base64!", certificateKey: "QQ==" }) { clientMutationId } }`,
      'input.certificate',
    ],
    [
      `mutation { uploadPullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example.com", certificate: "QQ==", certificateKey: "" }) { clientMutationId } }`,
      'input.certificateKey',
    ],
    [
      `mutation { deletePullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "../x" }) { clientMutationId } }`,
      'input.edgeRuleId',
    ],
    [
      `mutation { setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { actionType: FORCE_SSL, triggers: [] } }) { clientMutationId } }`,
      'input.rule.triggers',
    ],
    [
      `mutation { setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { actionType: FORCE_SSL, triggers: [{ type: URL, patternMatches: [] }] } }) { clientMutationId } }`,
      'input.rule.triggers[0].patternMatches',
    ],
    [
      `mutation { setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { actionType: FORCE_SSL, triggers: [{ type: URL, patternMatches: [""] }] } }) { clientMutationId } }`,
      'input.rule.triggers[0].patternMatches[0]',
    ],
    [
      `mutation { setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { edgeRuleId: "a/b", actionType: FORCE_SSL, triggers: [{ type: URL, patternMatches: ["*"] }] } }) { clientMutationId } }`,
      'input.rule.edgeRuleId',
    ],
  ];

  it.each(cases)('refuses %s naming %s, before any call', async (text, argument) => {
    graph.expectRefused(await query(text), argument);
  });
});
