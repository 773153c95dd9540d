/**
 * The objects fit together: every selector picks the gateway's pods, the autoscaler scales its Deployment, and
 * egress is limited to DNS and bunny.net (by address range in the base, by host name with the Cilium overlay).
 */
import { DEFAULT_UPSTREAM } from '../../src/config.js';
import { STORAGE_HOSTNAMES } from '../../src/upstream/storageHosts.js';
import { list, type Obj, obj } from './objects.js';
import type { Manifest } from './render.js';
import { checkDeployment } from './workload.js';

/** Ranges the base policy must keep the gateway away from: the cluster, private networks, cloud metadata. */
const PRIVATE_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16'];

const nameOf = (document: Manifest): string => String(obj(document.metadata)['name']);

/** True when every label the selector asks for is on the pod (matchLabels, or a plain map for Services). */
function selects(selector: unknown, labels: Obj): boolean {
  const wanted = obj(obj(selector)['matchLabels'] ?? selector);
  const keys = Object.keys(wanted);
  return keys.length > 0 && keys.every((key) => labels[key] === wanted[key]);
}

function ofKind(documents: readonly Manifest[], kind: string): Manifest[] {
  return documents.filter((document) => document.kind === kind);
}

function dnsAndHttpsOnly(policy: Manifest): string[] {
  const rules = list(obj(policy['spec'])['egress']);
  const ports = (rule: Obj): number[] => list(rule['ports']).map((port) => Number(port['port']));
  const problems: string[] = [];
  if (!rules.some((rule) => ports(rule).includes(53))) problems.push('egress must allow DNS (53)');
  const https = rules.filter((rule) => ports(rule).includes(443));
  if (https.length === 0) problems.push('egress must allow 443 to bunny.net');
  for (const rule of rules) {
    if (ports(rule).length === 0) problems.push('an egress rule without ports allows everything');
    for (const peer of list(rule['to'])) {
      const block = obj(peer['ipBlock']);
      if (block['cidr'] !== '0.0.0.0/0') continue;
      const except = Array.isArray(block['except']) ? block['except'] : [];
      const missing = PRIVATE_RANGES.filter((range) => !except.includes(range));
      if (missing.length > 0) problems.push(`egress to 0.0.0.0/0 must except ${missing.join(', ')}`);
    }
  }
  return problems;
}

function fqdnEgress(documents: readonly Manifest[], labels: Obj): string[] {
  const policy = ofKind(documents, 'CiliumNetworkPolicy').find((p) =>
    selects(obj(p['spec'])['endpointSelector'], labels),
  );
  if (!policy) return ['no NetworkPolicy limits egress and no CiliumNetworkPolicy names bunny.net'];
  const names = list(obj(policy['spec'])['egress'])
    .flatMap((rule) => list(rule['toFQDNs']))
    .map((fqdn) => String(fqdn['matchName']))
    .sort();
  // The fixed API hosts, and every Edge Storage host a Storage Zone's record may name.
  const apiHosts = [DEFAULT_UPSTREAM.api, DEFAULT_UPSTREAM.video, DEFAULT_UPSTREAM.originLogs];
  const expected = [...apiHosts.map((url) => new URL(url).hostname), ...STORAGE_HOSTNAMES].sort();
  return names.join() === expected.join() ? [] : [`toFQDNs must be exactly ${expected.join(', ')}`];
}

function egress(documents: readonly Manifest[], labels: Obj): string[] {
  const policies = ofKind(documents, 'NetworkPolicy').filter((p) => selects(obj(p['spec'])['podSelector'], labels));
  if (policies.length === 0) return ['no NetworkPolicy selects the gateway pods'];
  const limiting = policies.filter(hasEgress);
  if (limiting.length === 0) return fqdnEgress(documents, labels);
  return limiting.flatMap((p) => dnsAndHttpsOnly(p).map((problem) => `NetworkPolicy ${nameOf(p)}: ${problem}`));
}

function hasEgress(policy: Manifest): boolean {
  const types = obj(policy['spec'])['policyTypes'];
  return Array.isArray(types) && types.includes('Egress');
}

function wiring(documents: readonly Manifest[], deployment: Manifest, labels: Obj): string[] {
  const problems: string[] = [];
  if (!ofKind(documents, 'Service').some((s) => selects(obj(s['spec'])['selector'], labels)))
    problems.push('no Service selects the gateway pods');
  const hpa = ofKind(documents, 'HorizontalPodAutoscaler').find((h) => {
    const target = obj(obj(h['spec'])['scaleTargetRef']);
    return target['kind'] === 'Deployment' && target['name'] === nameOf(deployment);
  });
  if (!hpa) problems.push('no HorizontalPodAutoscaler scales the Deployment');
  else if (Number(obj(hpa['spec'])['minReplicas'] ?? 1) < 2)
    problems.push('the autoscaler must keep at least two replicas');
  if (!ofKind(documents, 'PodDisruptionBudget').some((p) => selects(obj(p['spec'])['selector'], labels)))
    problems.push('no PodDisruptionBudget covers the gateway pods');
  return problems;
}

/** Every problem in a rendered set of manifests that the schema alone would let through. */
export function checkTopology(documents: readonly Manifest[]): string[] {
  // The gateway's Deployment; an overlay may add others beside it (a Redis for the shared state).
  const deployments = ofKind(documents, 'Deployment').filter((candidate) => nameOf(candidate) === 'bunny-gateway');
  const deployment = deployments[0];
  if (deployments.length !== 1 || !deployment)
    return [`expected one Deployment named bunny-gateway, found ${deployments.length}`];
  const labels = obj(obj(obj(obj(deployment['spec'])['template'])['metadata'])['labels']);
  return [...checkDeployment(deployment), ...wiring(documents, deployment, labels), ...egress(documents, labels)];
}
