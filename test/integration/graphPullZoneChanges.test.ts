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
const ZONE = `pullZoneId: ${WEB_PULL_ZONE_ID}`;
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
    const { addBlockedIp } = await data<{ addBlockedIp: { pullZone: { blockedIps: string[] } } }>(
      `mutation { addBlockedIp(${ZONE}, blockedIp: "192.0.2.0/24") { blockedIp success pullZone { blockedIps } } }`,
    );
    expect(addBlockedIp.pullZone.blockedIps).toContain('192.0.2.0/24');
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/addBlockedIp`, READ_ZONE]);
    const { removeBlockedIp } = await data<{ removeBlockedIp: { pullZone: { blockedIps: string[] } } }>(
      `mutation { removeBlockedIp(${ZONE}, blockedIp: "192.0.2.0/24") { pullZone { blockedIps } } }`,
    );
    expect(removeBlockedIp.pullZone.blockedIps).not.toContain('192.0.2.0/24');
  });

  it('adds and removes allowed and blocked referrers, each answering the lists as they are now', async () => {
    const change = (field: string, hostname: string) =>
      data<Record<string, { pullZone: { allowedReferrers: string[]; blockedReferrers: string[] } }>>(
        `mutation { ${field}(${ZONE}, hostname: "${hostname}") { hostname success pullZone { allowedReferrers blockedReferrers } } }`,
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
      `mutation { removePullZoneBlockedReferrer(${ZONE}, hostname: "never.example") { success } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', upstream: { field: 'hostname' } });
  });
});

describe('hostnames', () => {
  it('adds a hostname, answering it without a certificate, then removes it, answering the id it had', async () => {
    const { addPullZoneHostname } = await data<{ addPullZoneHostname: { pullZoneHostname: Hostname } }>(
      `mutation { addPullZoneHostname(${ZONE}, hostname: "cdn.shop.example") { success pullZoneHostname { ${HOSTNAME} } } }`,
    );
    expect(addPullZoneHostname.pullZoneHostname).toMatchObject({
      value: 'cdn.shop.example',
      forceSsl: false,
      hasCertificate: false,
    });
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/addHostname`, READ_ZONE]);
    graph.sandbox.clearRequests();
    const { removePullZoneHostname } = await data<{
      removePullZoneHostname: { deletedId: string; pullZone: { hostnames: { value: string }[] } };
    }>(
      `mutation { removePullZoneHostname(${ZONE}, hostname: "CDN.shop.example") { deletedId pullZone { hostnames { value } } } }`,
    );
    expect(removePullZoneHostname.deletedId).toBe(addPullZoneHostname.pullZoneHostname.id);
    expect(removePullZoneHostname.pullZone.hostnames.map((hostname) => hostname.value)).not.toContain(
      'cdn.shop.example',
    );
    expect(upstreamCalls()).toEqual([`DELETE /pullzone/${WEB_PULL_ZONE_ID}/removeHostname`, READ_ZONE]);
  });

  it("switches a hostname's Force SSL and answers the hostname and zone with the one read", async () => {
    const { setPullZoneHostnameForceSsl } = await data<{
      setPullZoneHostnameForceSsl: { pullZoneHostname: Hostname; pullZone: { id: string } };
    }>(`mutation { setPullZoneHostnameForceSsl(${ZONE}, hostname: "${EXTERNAL_CERT_HOSTNAME}", forceSsl: true) {
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
    const { loadFreeCertificate } = await data<{
      loadFreeCertificate: { pullZone: { pullZoneId: number }; pullZoneHostname: Hostname };
    }>(
      `mutation { loadFreeCertificate(hostname: "${EXTERNAL_CERT_HOSTNAME}") { success pullZone { pullZoneId }
        pullZoneHostname { ${HOSTNAME} } } }`,
    );
    expect(loadFreeCertificate.pullZone.pullZoneId).toBe(WEB_PULL_ZONE_ID);
    expect(loadFreeCertificate.pullZoneHostname).toMatchObject({
      hasCertificate: true,
      certificateProvisionType: 'HTTP01',
    });
    expect(upstreamCalls()).toEqual([
      `GET /pullzone/loadFreeCertificate?hostname=${EXTERNAL_CERT_HOSTNAME}&useOnlyHttp01=true`,
      `GET /pullzone?page=1&perPage=100&search=${EXTERNAL_CERT_HOSTNAME}`,
    ]);
  });

  it('requests a DNS-01 challenge, then completes it: the hostname has a DNS-01 certificate', async () => {
    const { requestExternalDnsCertificate } = await data<{
      requestExternalDnsCertificate: { challenge: Record<string, string> };
    }>(
      `mutation { requestExternalDnsCertificate(hostname: "${EXTERNAL_CERT_HOSTNAME}") { hostname challenge success } }`,
    );
    expect(requestExternalDnsCertificate.challenge).toMatchObject({
      RecordName: `_acme-challenge.${EXTERNAL_CERT_HOSTNAME}`,
      RecordType: 'TXT',
    });
    const { completeExternalDnsCertificate } = await data<{
      completeExternalDnsCertificate: { pullZoneHostname: Hostname };
    }>(
      `mutation { completeExternalDnsCertificate(hostname: "${EXTERNAL_CERT_HOSTNAME}") { success pullZoneHostname { ${HOSTNAME} } } }`,
    );
    expect(completeExternalDnsCertificate.pullZoneHostname).toMatchObject({ certificateProvisionType: 'DNS01' });
  });

  it('refuses to complete an HTTP-01 certificate never requested, as bunny.net does', async () => {
    const { body } = await query(
      `mutation { completeExternalHttpCertificate(hostname: "${EXTERNAL_CERT_HOSTNAME}") { success } }`,
    );
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('adds a custom certificate, sets its key type and removes it, the hostname answered after each', async () => {
    const hostname = (mutation: string) =>
      data<Record<string, { pullZoneHostname: Hostname }>>(
        `mutation { ${mutation} { pullZoneHostname { ${HOSTNAME} } } }`,
      ).then((result) => Object.values(result)[0]?.pullZoneHostname);
    const on = `${ZONE}, hostname: "${EXTERNAL_CERT_HOSTNAME}"`;
    expect(
      await hostname(
        `addPullZoneCertificate(${on}, certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}")`,
      ),
    ).toMatchObject({ hasCertificate: true, certificateProvisionType: 'CUSTOM' });
    expect(await hostname(`setPullZoneCertificateKeyType(${on}, keyType: RSA)`)).toMatchObject({
      certificateKeyType: 'RSA',
    });
    expect(await hostname(`removePullZoneCertificate(${on})`)).toMatchObject({ hasCertificate: false });
  });

  it("sends the certificate and its key as bunny.net's Base64 fields, the key appearing in no answer", async () => {
    const { body } = await query(`mutation { addPullZoneCertificate(${ZONE}, hostname: "${MANAGED_CERT_HOSTNAME}",
      certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}") { success hostname } }`);
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
  ) => `mutation { saveEdgeRule(${ZONE}, rule: { ${edgeRuleId} actionType: SET_RESPONSE_HEADER,
    actionParameter1: "X-Frame-Options", actionParameter2: "DENY", description: "No framing", triggerMatchingType: ALL,
    triggers: [{ type: URL, patternMatches: ["*/checkout/*"] }, { type: REQUEST_HEADER, parameter1: "Accept",
    patternMatches: ["text/html"] }], extraActions: [{ actionType: DISABLE_OPTIMIZER }] }) {
    edgeRuleId success edgeRule ${RULE} } }`;

  interface Rule {
    id: string;
    guid: string;
    triggers: unknown[];
    [field: string]: unknown;
  }

  it('adds a rule and answers it as the zone now lists it, triggers and extra actions included', async () => {
    const { saveEdgeRule } = await data<{ saveEdgeRule: { edgeRuleId: string | null; edgeRule: Rule } }>(SAVE());
    expect(saveEdgeRule.edgeRuleId).toBeNull();
    expect(saveEdgeRule.edgeRule).toMatchObject({
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
    expect(saveEdgeRule.edgeRule.id).toBe(toGlobalId('EdgeRule', `${WEB_PULL_ZONE_ID}/${saveEdgeRule.edgeRule.guid}`));
    expect(upstreamCalls()).toEqual([`POST /pullzone/${WEB_PULL_ZONE_ID}/edgerules/addOrUpdate`, READ_ZONE]);
  });

  it('updates a rule in place by its GUID, and deletes it, answering the id it had', async () => {
    const { saveEdgeRule } = await data<{ saveEdgeRule: { edgeRuleId: string; edgeRule: Rule } }>(
      SAVE(`edgeRuleId: "${WEB_EDGE_RULE_ID}",`),
    );
    expect(saveEdgeRule).toMatchObject({
      edgeRuleId: WEB_EDGE_RULE_ID,
      edgeRule: { guid: WEB_EDGE_RULE_ID, description: 'No framing' },
    });
    const { deleteEdgeRule } = await data<{
      deleteEdgeRule: { deletedId: string; pullZone: { edgeRules: { guid: string }[] } };
    }>(
      `mutation { deleteEdgeRule(${ZONE}, edgeRuleId: "${WEB_EDGE_RULE_ID}") { deletedId pullZone { edgeRules { guid } } } }`,
    );
    expect(deleteEdgeRule.deletedId).toBe(saveEdgeRule.edgeRule.id);
    expect(deleteEdgeRule.pullZone.edgeRules.map((rule) => rule.guid)).not.toContain(WEB_EDGE_RULE_ID);
  });

  it('answers NOT_FOUND for a rule the zone does not have', async () => {
    const { body } = await query(
      `mutation { deleteEdgeRule(${ZONE}, edgeRuleId: "00000000-0000-4000-8000-000000000000") { success } }`,
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
    [`mutation { addBlockedIp(${ZONE}, blockedIp: "300.1.1.1") { success } }`, 'blockedIp'],
    [`mutation { addPullZoneAllowedReferrer(${ZONE}, hostname: "not a host") { success } }`, 'hostname'],
    [`mutation { addPullZoneHostname(pullZoneId: 0, hostname: "cdn.example.com") { success } }`, 'pullZoneId'],
    [`mutation { addPullZoneHostname(${ZONE}, hostname: "cdn/example") { success } }`, 'hostname'],
    [`mutation { setPullZoneHostnameForceSsl(${ZONE}, hostname: "", forceSsl: true) { success } }`, 'hostname'],
    ['mutation { loadFreeCertificate(hostname: "192.0.2.1") { success } }', 'hostname'],
    ['mutation { requestExternalDnsCertificate(hostname: "*.example.com") { success } }', 'hostname'],
    ['mutation { completeExternalHttpCertificate(hostname: "example") { success } }', 'hostname'],
    [
      `mutation { addPullZoneCertificate(${ZONE}, hostname: "a.example.com", certificate: "not base64!", certificateKey: "QQ==") { success } }`,
      'certificate',
    ],
    [
      `mutation { addPullZoneCertificate(${ZONE}, hostname: "a.example.com", certificate: "QQ==", certificateKey: "") { success } }`,
      'certificateKey',
    ],
    [`mutation { deleteEdgeRule(${ZONE}, edgeRuleId: "../x") { success } }`, 'edgeRuleId'],
    [`mutation { saveEdgeRule(${ZONE}, rule: { actionType: FORCE_SSL, triggers: [] }) { success } }`, 'rule.triggers'],
    [
      `mutation { saveEdgeRule(${ZONE}, rule: { actionType: FORCE_SSL, triggers: [{ type: URL, patternMatches: [] }] }) { success } }`,
      'rule.triggers[0].patternMatches',
    ],
    [
      `mutation { saveEdgeRule(${ZONE}, rule: { actionType: FORCE_SSL, triggers: [{ type: URL, patternMatches: [""] }] }) { success } }`,
      'rule.triggers[0].patternMatches[0]',
    ],
    [
      `mutation { saveEdgeRule(${ZONE}, rule: { edgeRuleId: "a/b", actionType: FORCE_SSL, triggers: [{ type: URL, patternMatches: ["*"] }] }) { success } }`,
      'rule.edgeRuleId',
    ],
  ];

  it.each(cases)('refuses %s naming %s, before any call', async (text, argument) => {
    graph.expectRefused(await query(text), argument);
  });
});
