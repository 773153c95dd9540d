import {
  EXTERNAL_CERT_HOSTNAME,
  MANAGED_CERT_HOSTNAME,
  SANDBOX_CERTIFICATE,
  SANDBOX_CERTIFICATE_KEY,
  SPARE_PULL_ZONE_ID,
  WEB_BLOCKED_IPV4,
  WEB_EDGE_RULE_ID,
  WEB_PULL_ZONE_ID,
} from '../../../src/sandbox/index.js';
import { api, GET_PULL_ZONE, link, mutation, query, type Row, today, window, ZONE } from './rows.js';

const TOGGLE = `setPullZoneEdgeRuleEnabled(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}", enabled: false })`;
const REMOVE_IP = `removePullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "${WEB_BLOCKED_IPV4}" })`;
const CERTIFICATE = `requestPullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`;
const RESET = `resetPullZoneSecurityKey(input: { pullZoneId: ${WEB_PULL_ZONE_ID} })`;
// Pull Zones: each change as it succeeds on a fresh sandbox account.
const CREATE_ZONE =
  'createPullZone(input: { name: "acme-new-zone", settings: { originUrl: "https://origin.example.com" } })';

const UPDATE_ZONE = `updatePullZone(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, settings: { cacheErrorResponses: true } })`;
const PURGE_ZONE = `purgePullZoneCache(input: { pullZoneId: ${WEB_PULL_ZONE_ID} })`;
const ADD_IP = `addPullZoneBlockedIp(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, blockedIp: "192.0.2.99" })`;
const ADD_REFERRER = `addPullZoneAllowedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "www.acme-demo.com" })`;
const ADD_HOSTNAME = `addPullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "cdn2.acme-demo.com" })`;
const REMOVE_HOSTNAME = `removePullZoneHostname(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${MANAGED_CERT_HOSTNAME}" })`;
const FORCE_SSL = `setPullZoneHostnameForceSsl(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", forceSsl: true })`;
const FREE_CERTIFICATE = `issuePullZoneFreeCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`;
const DNS_CERTIFICATE = `requestPullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`;
const ADD_CERTIFICATE = `uploadPullZoneCertificate(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", certificate: "${SANDBOX_CERTIFICATE}", certificateKey: "${SANDBOX_CERTIFICATE_KEY}" })`;
const SAVE_RULE = `setPullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, rule: { actionType: BLOCK_REQUEST, description: "Block admin", triggers: [{ type: URL, patternMatches: ["*/admin/*"] }] } })`;
const DELETE_RULE = `deletePullZoneEdgeRule(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, edgeRuleId: "${WEB_EDGE_RULE_ID}" })`;
const ON_HOST = (hostname: string) => `input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${hostname}" }`;
const REMOVE_CERTIFICATE = `removePullZoneCertificate(${ON_HOST(MANAGED_CERT_HOSTNAME)})`;
const KEY_TYPE = `setPullZoneCertificateKeyType(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "${EXTERNAL_CERT_HOSTNAME}", keyType: RSA })`;

/** A change the sandbox accepts only after another: the first is made, then the second's link fails. */
const after = (type: string, first: string, second: string, field = 'pullZone', fails = GET_PULL_ZONE): Row =>
  link(
    `${type}.${field}`,
    `mutation { first: ${first} { clientMutationId } ${second} { ${field} { id } } }`,
    [second.split('(')[0] ?? '', field],
    fails,
  );

const pullZoneLink = (type: string, mutationField: string, field = 'pullZone', fails = GET_PULL_ZONE): Row =>
  link(
    `${type}.${field}`,
    `mutation { ${mutationField} { ${field} { id } } }`,
    [mutationField.split('(')[0] ?? '', field],
    fails,
  );

/** Pull Zones: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  query('pullZones', '{ totalCount }', api('GET', /^\/pullzone$/)),
  query(ZONE, '{ id }', GET_PULL_ZONE),
  mutation(TOGGLE, api('POST', /\/setEdgeRuleEnabled$/)),
  mutation(REMOVE_IP, api('POST', /^\/pullzone\/\d+\/removeBlockedIp$/)),
  mutation(CERTIFICATE, api('POST', /^\/pullzone\/requestExternalHttpCertificate$/)),
  mutation(RESET, api('POST', /^\/pullzone\/\d+\/resetSecurityKey$/)),
  link(
    'PullZone.statistics',
    `{ ${ZONE} { statistics(${window()}) { totalRequestsServed } } }`,
    ['pullZone', 'statistics'],
    api('GET', /^\/statistics$/),
  ),
  link(
    'PullZone.originErrorLogs',
    `{ ${ZONE} { originErrorLogs(date: "${today()}") { timestamp } } }`,
    ['pullZone', 'originErrorLogs'],
    { host: 'originLogs', method: 'GET', path: /^\/\d+\// },
  ),
  link(
    'SetPullZoneEdgeRuleEnabledPayload.pullZone',
    `mutation { ${TOGGLE} { pullZone { id } } }`,
    ['setPullZoneEdgeRuleEnabled', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'RemovePullZoneBlockedIpPayload.pullZone',
    `mutation { ${REMOVE_IP} { pullZone { id } } }`,
    ['removePullZoneBlockedIp', 'pullZone'],
    GET_PULL_ZONE,
  ),
  link(
    'RequestPullZoneExternalHttpCertificatePayload.pullZone',
    `mutation { ${CERTIFICATE} { pullZone { id } } }`,
    ['requestPullZoneExternalHttpCertificate', 'pullZone'],
    api('GET', /^\/pullzone$/),
  ),
  link(
    'ResetPullZoneSecurityKeyPayload.pullZone',
    `mutation { ${RESET} { pullZone { id } } }`,
    ['resetPullZoneSecurityKey', 'pullZone'],
    GET_PULL_ZONE,
  ),
  query('pullZoneCount', '', api('GET', /^\/pullzone\/count$/)),
  query('pullZoneNameAvailability(name: "acme-new")', '{ available }', api('POST', /^\/pullzone\/checkavailability$/)),
  mutation(CREATE_ZONE, api('POST', /^\/pullzone$/)),
  mutation(UPDATE_ZONE, api('POST', /^\/pullzone\/\d+$/)),
  mutation(`deletePullZone(input: { pullZoneId: ${SPARE_PULL_ZONE_ID} })`, api('DELETE', /^\/pullzone\/\d+$/)),
  mutation(PURGE_ZONE, api('POST', /\/purgeCache$/)),
  mutation('purgePullZoneUrl(input: { url: "https://acme-web.b-cdn.net/app.js" })', api('POST', /^\/purge$/)),
  mutation(ADD_IP, api('POST', /\/addBlockedIp$/)),
  mutation(ADD_REFERRER, api('POST', /\/addAllowedReferrer$/)),
  mutation(
    `removePullZoneAllowedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example" })`,
    api('POST', /\/removeAllowedReferrer$/),
  ),
  mutation(
    `addPullZoneBlockedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example" })`,
    api('POST', /\/addBlockedReferrer$/),
  ),
  mutation(
    `removePullZoneBlockedReferrer(input: { pullZoneId: ${WEB_PULL_ZONE_ID}, hostname: "a.example" })`,
    api('POST', /\/removeBlockedReferrer$/),
  ),
  mutation(ADD_HOSTNAME, api('POST', /\/addHostname$/)),
  mutation(REMOVE_HOSTNAME, api('DELETE', /\/removeHostname$/)),
  mutation(FORCE_SSL, api('POST', /\/setForceSSL$/)),
  mutation(FREE_CERTIFICATE, api('GET', /^\/pullzone\/loadFreeCertificate$/)),
  mutation(DNS_CERTIFICATE, api('POST', /\/requestExternalDnsCertificate$/)),
  mutation(
    `completePullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
    api('POST', /\/completeExternalDnsCertificate$/),
  ),
  mutation(
    `completePullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
    api('POST', /\/completeExternalHttpCertificate$/),
  ),
  mutation(ADD_CERTIFICATE, api('POST', /\/addCertificate$/)),
  mutation(REMOVE_CERTIFICATE, api('DELETE', /\/removeCertificate$/)),
  mutation(KEY_TYPE, api('POST', /\/updatePrivateKeyType$/)),
  mutation(SAVE_RULE, api('POST', /\/edgerules\/addOrUpdate$/)),
  mutation(DELETE_RULE, api('DELETE', /\/edgerules\/[^/]+$/)),
  pullZoneLink('CreatePullZonePayload', CREATE_ZONE),
  pullZoneLink('UpdatePullZonePayload', UPDATE_ZONE),
  pullZoneLink('PurgePullZoneCachePayload', PURGE_ZONE),
  pullZoneLink('AddPullZoneBlockedIpPayload', ADD_IP),
  pullZoneLink('AddPullZoneAllowedReferrerPayload', ADD_REFERRER),
  pullZoneLink('AddPullZoneHostnamePayload', ADD_HOSTNAME),
  pullZoneLink('AddPullZoneHostnamePayload', ADD_HOSTNAME, 'pullZoneHostname'),
  pullZoneLink('RemovePullZoneHostnamePayload', REMOVE_HOSTNAME),
  pullZoneLink('SetPullZoneHostnameForceSslPayload', FORCE_SSL),
  pullZoneLink('SetPullZoneHostnameForceSslPayload', FORCE_SSL, 'pullZoneHostname'),
  pullZoneLink('IssuePullZoneFreeCertificatePayload', FREE_CERTIFICATE, 'pullZone', api('GET', /^\/pullzone$/)),
  pullZoneLink('IssuePullZoneFreeCertificatePayload', FREE_CERTIFICATE, 'pullZoneHostname', api('GET', /^\/pullzone$/)),
  pullZoneLink('RequestPullZoneExternalDnsCertificatePayload', DNS_CERTIFICATE, 'pullZone', api('GET', /^\/pullzone$/)),
  after(
    'RemovePullZoneAllowedReferrerPayload',
    `addPullZoneAllowedReferrer(${ON_HOST('a.example')})`,
    `removePullZoneAllowedReferrer(${ON_HOST('a.example')})`,
  ),
  pullZoneLink('AddPullZoneBlockedReferrerPayload', `addPullZoneBlockedReferrer(${ON_HOST('a.example')})`),
  after(
    'RemovePullZoneBlockedReferrerPayload',
    `addPullZoneBlockedReferrer(${ON_HOST('a.example')})`,
    `removePullZoneBlockedReferrer(${ON_HOST('a.example')})`,
  ),
  pullZoneLink('UploadPullZoneCertificatePayload', ADD_CERTIFICATE),
  pullZoneLink('UploadPullZoneCertificatePayload', ADD_CERTIFICATE, 'pullZoneHostname'),
  pullZoneLink('RemovePullZoneCertificatePayload', REMOVE_CERTIFICATE),
  pullZoneLink('RemovePullZoneCertificatePayload', REMOVE_CERTIFICATE, 'pullZoneHostname'),
  pullZoneLink('SetPullZoneCertificateKeyTypePayload', KEY_TYPE),
  pullZoneLink('SetPullZoneCertificateKeyTypePayload', KEY_TYPE, 'pullZoneHostname'),
  ...(['pullZone', 'pullZoneHostname'] as const).flatMap((field) => [
    after(
      'CompletePullZoneExternalDnsCertificatePayload',
      DNS_CERTIFICATE,
      `completePullZoneExternalDnsCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      field,
      api('GET', /^\/pullzone$/),
    ),
    after(
      'CompletePullZoneExternalHttpCertificatePayload',
      `requestPullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      `completePullZoneExternalHttpCertificate(input: { hostname: "${EXTERNAL_CERT_HOSTNAME}" })`,
      field,
      api('GET', /^\/pullzone$/),
    ),
  ]),
  pullZoneLink('SetPullZoneEdgeRulePayload', SAVE_RULE),
  pullZoneLink('SetPullZoneEdgeRulePayload', SAVE_RULE, 'edgeRule'),
  pullZoneLink('DeletePullZoneEdgeRulePayload', DELETE_RULE),
  link(
    'PullZone.optimizerStatistics',
    `{ ${ZONE} { optimizerStatistics(${window()}) { totalRequestsOptimized } } }`,
    ['pullZone', 'optimizerStatistics'],
    api('GET', /\/optimizer\/statistics$/),
  ),
  link(
    'PullZone.originShieldQueueStatistics',
    `{ ${ZONE} { originShieldQueueStatistics(${window()}) { queuedRequestsChart { at } } } }`,
    ['pullZone', 'originShieldQueueStatistics'],
    api('GET', /\/originshield\/queuestatistics$/),
  ),
  link(
    'PullZone.safeHopStatistics',
    `{ ${ZONE} { safeHopStatistics(${window()}) { totalRequestsSaved } } }`,
    ['pullZone', 'safeHopStatistics'],
    api('GET', /\/safehop\/statistics$/),
  ),
];
