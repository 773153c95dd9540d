/**
 * What the schema cannot say: the Deployment runs the gateway the way its code expects (probes on the listener
 * that outlives draining, a grace period longer than the drain, a heap cap under the memory limit, no root, no
 * token). A typo in a field name passes the schema (unknown fields are allowed there) but fails these checks.
 */
import { list, type Obj, obj } from './objects.js';
import type { Manifest } from './render.js';

/** Closing the upstream pools after the grace period may take this long (CLOSE_TIMEOUT_MS in src/server.ts). */
const CLOSE_TIMEOUT_S = 2;
/** The heap cap may take at most this share of the memory limit: the rest is new space, code and buffers. */
const MAX_HEAP_SHARE = 0.75;

export function envOf(container: Obj): Map<string, string> {
  return new Map(list(container['env']).map((entry) => [String(entry['name']), String(entry['value'] ?? '')]));
}

/** A port reference (name or number) to the container's port number. */
export function portNumber(container: Obj, ref: unknown): number | undefined {
  if (typeof ref === 'number') return ref;
  const port = list(container['ports']).find((p) => p['name'] === ref);
  return typeof port?.['containerPort'] === 'number' ? port['containerPort'] : undefined;
}

/** Kubernetes memory quantities (Mi, Gi, M, G, plain bytes) in MiB. */
export function mebibytes(quantity: unknown): number | undefined {
  const match = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|k|M|G)?$/.exec(String(quantity ?? ''));
  if (!match) return undefined;
  const factor: Record<string, number> = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3, k: 1e3, M: 1e6, G: 1e9 };
  return (Number(match[1]) * (factor[match[2] ?? ''] ?? 1)) / 1024 ** 2;
}

/** Seconds the preStop hook waits: `exec: sleep N` or the `sleep` action. */
function preStopSeconds(container: Obj): number | undefined {
  const preStop = obj(obj(container['lifecycle'])['preStop']);
  const command = obj(preStop['exec'])['command'];
  if (Array.isArray(command) && command[0] === 'sleep') return Number(command[1]);
  const seconds = obj(preStop['sleep'])['seconds'];
  return typeof seconds === 'number' ? seconds : undefined;
}

function probes(container: Obj, metricsPort: number | undefined): string[] {
  const problems: string[] = [];
  for (const [probe, path] of [
    ['livenessProbe', '/health'],
    ['readinessProbe', '/ready'],
  ] as const) {
    const get = obj(obj(container[probe])['httpGet']);
    if (get['path'] !== path) problems.push(`${probe} must GET ${path}`);
    else if (metricsPort === undefined || portNumber(container, get['port']) !== metricsPort)
      problems.push(`${probe} must use METRICS_PORT: that listener keeps answering while the public one drains`);
  }
  return problems;
}

function security(pod: Obj, container: Obj): string[] {
  const problems: string[] = [];
  const podContext = obj(pod['securityContext']);
  const context = { ...podContext, ...obj(container['securityContext']) };
  if (context['runAsNonRoot'] !== true) problems.push('runAsNonRoot must be true');
  if (typeof context['runAsUser'] !== 'number' || context['runAsUser'] === 0)
    problems.push('runAsUser must be a non-zero uid (the image names its user, which the kubelet cannot check)');
  if (context['readOnlyRootFilesystem'] !== true) problems.push('readOnlyRootFilesystem must be true');
  if (context['allowPrivilegeEscalation'] !== false) problems.push('allowPrivilegeEscalation must be false');
  if (pod['automountServiceAccountToken'] !== false) problems.push('automountServiceAccountToken must be false');
  return problems;
}

function shutdown(pod: Obj, container: Obj, env: Map<string, string>): string[] {
  const pause = preStopSeconds(container);
  if (pause === undefined || !(pause > 0)) return ['a preStop pause is needed so endpoints go before draining starts'];
  const delayMs = Number(env.get('SHUTDOWN_DELAY_MS') ?? 5_000);
  const graceMs = Number(env.get('SHUTDOWN_GRACE_MS') ?? 10_000);
  const needed = pause + delayMs / 1000 + graceMs / 1000 + CLOSE_TIMEOUT_S;
  const period = pod['terminationGracePeriodSeconds'];
  if (typeof period !== 'number' || period <= needed)
    return [
      `terminationGracePeriodSeconds must exceed preStop + SHUTDOWN_DELAY_MS + SHUTDOWN_GRACE_MS + close (${needed} s)`,
    ];
  return [];
}

function memory(container: Obj, env: Map<string, string>): string[] {
  const resources = obj(container['resources']);
  const problems: string[] = [];
  for (const kind of ['requests', 'limits'])
    for (const resource of ['cpu', 'memory'])
      if (obj(resources[kind])[resource] === undefined) problems.push(`resources.${kind}.${resource} must be set`);
  const limit = mebibytes(obj(resources['limits'])['memory']);
  const heap = Number(/--max-old-space-size=(\d+)/.exec(env.get('NODE_OPTIONS') ?? '')?.[1]);
  if (!heap) problems.push('NODE_OPTIONS must set --max-old-space-size (V8 sizes its heap from the node, not the pod)');
  else if (limit !== undefined && heap > limit * MAX_HEAP_SHARE)
    problems.push(`--max-old-space-size=${heap} leaves too little of the ${limit} MiB limit for the rest of Node`);
  return problems;
}

function scraping(template: Obj, metricsPort: number | undefined): string[] {
  const annotations = obj(obj(template['metadata'])['annotations']);
  if (annotations['prometheus.io/scrape'] !== 'true' || Number(annotations['prometheus.io/port']) !== metricsPort)
    return ['prometheus.io/scrape and prometheus.io/port (= METRICS_PORT) annotations must be set'];
  return [];
}

/** Problems with the gateway's Deployment, each prefixed with where it is. */
export function checkDeployment(deployment: Manifest): string[] {
  const template = obj(obj(deployment['spec'])['template']);
  const pod = obj(template['spec']);
  const container = list(pod['containers'])[0];
  if (!container) return ['Deployment: no container'];
  const env = envOf(container);
  const publicPort = portNumber(container, 'http');
  const metricsPort = env.has('METRICS_PORT') ? Number(env.get('METRICS_PORT')) : undefined;
  const problems = [
    ...(publicPort !== undefined && Number(env.get('PORT') ?? 4000) === publicPort
      ? []
      : ['the container port named http must be PORT']),
    ...(metricsPort !== undefined && portNumber(container, 'metrics') === metricsPort
      ? []
      : ['METRICS_PORT must be set and be the container port named metrics']),
    ...probes(container, metricsPort),
    ...security(pod, container),
    ...shutdown(pod, container, env),
    ...memory(container, env),
    ...scraping(template, metricsPort),
  ];
  return problems.map((problem) => `Deployment ${String(obj(deployment.metadata)['name'])}: ${problem}`);
}
