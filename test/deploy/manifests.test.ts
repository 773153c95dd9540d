/**
 * The Kubernetes manifests under deploy/ are validated offline (Kubernetes' own schemas plus the gateway's rules).
 * Each refusal case breaks one thing in a copy of the rendered base and expects the validator to name it.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kubectlAvailable, type Manifest, parseManifests, render } from '../../deploy/validate/render.js';
import { validateSchemas } from '../../deploy/validate/schema.js';
import { checkTopology } from '../../deploy/validate/topology.js';
import { validateKustomization } from '../../deploy/validate/validate.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BASE = join(ROOT, 'deploy/kubernetes/base');
const CILIUM = join(ROOT, 'deploy/kubernetes/overlays/cilium-fqdn');
const REDIS = join(ROOT, 'deploy/kubernetes/overlays/redis');

// biome-ignore lint/suspicious/noExplicitAny: the cases edit parsed YAML at any depth; the validator checks shape.
type Any = Record<string, any>;
let base: Manifest[];
let scratch: string;

beforeAll(() => {
  base = render(BASE).documents;
  scratch = mkdtempSync(join(tmpdir(), 'manifests-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the rendered base with one document changed. */
function broken(kind: string, change: (document: Any) => void): Manifest[] {
  const copy = structuredClone(base);
  const document = copy.find((d) => d.kind === kind);
  if (!document) throw new Error(`no ${kind} in the base`);
  change(document);
  return copy;
}

async function problemsOf(documents: Manifest[]): Promise<string[]> {
  return [...(await validateSchemas(documents)).problems, ...checkTopology(documents)];
}

const container = (deployment: Any): Any => deployment.spec.template.spec.containers[0];
const env = (deployment: Any, name: string): Any => container(deployment).env.find((e: Any) => e.name === name);

describe('the shipped manifests', () => {
  it('the base renders and passes both the schemas and the rules', async () => {
    const report = await validateKustomization(BASE);
    expect(report.problems).toEqual([]);
    expect(report.documents).toBe(5);
  });

  it('the Cilium overlay passes too, or is refused by name where kubectl (kustomize) is not installed', async () => {
    const report = await validateKustomization(CILIUM);
    if (kubectlAvailable()) expect(report.problems).toEqual([]);
    else expect(report.problems).toEqual([expect.stringContaining('has patches: install kubectl')]);
  });

  it('the Redis overlay passes too: the gateway gets REDIS_URL and may reach that Redis alone, which only it may reach', async () => {
    const report = await validateKustomization(REDIS);
    if (!kubectlAvailable()) {
      expect(report.problems).toEqual([expect.stringContaining('has patches: install kubectl')]);
      return;
    }
    expect(report.problems).toEqual([]);
    const documents = render(REDIS).documents as Any[];
    const gateway = documents.find((d) => d.kind === 'Deployment' && d.metadata.name === 'bunny-gateway') as Any;
    expect(env(gateway, 'REDIS_URL').value).toBe('redis://bunny-gateway-redis:6379');
    const redisPolicy = documents.find(
      (d) => d.kind === 'NetworkPolicy' && d.metadata.name === 'bunny-gateway-redis',
    ) as Any;
    expect(redisPolicy.spec.ingress).toEqual([
      {
        from: [{ podSelector: { matchLabels: { 'app.kubernetes.io/name': 'bunny-gateway' } } }],
        ports: [{ port: 'redis', protocol: 'TCP' }],
      },
    ]);
  });

  it('without the wide egress, the FQDN policy must name exactly the bunny.net API and Edge Storage hosts', async () => {
    const narrowed = broken('NetworkPolicy', (p) => {
      p.spec.policyTypes = ['Ingress'];
      delete p.spec.egress;
    });
    expect(checkTopology(narrowed)).toEqual([expect.stringContaining('no CiliumNetworkPolicy names bunny.net')]);
    const fqdn = parseManifests(readFileSync(join(CILIUM, 'fqdn-egress.yaml'), 'utf8'), 'fqdn-egress.yaml');
    expect(checkTopology([...narrowed, ...fqdn])).toEqual([]);
    (fqdn[0] as Any).spec.egress[1].toFQDNs.pop();
    expect(checkTopology([...narrowed, ...fqdn])).toEqual([expect.stringContaining('toFQDNs must be exactly')]);
  });
});

describe('a broken manifest is refused', () => {
  it('a value of the wrong type is refused by the Kubernetes schema, naming the field', async () => {
    const problems = await problemsOf(broken('Deployment', (d) => (d.spec.replicas = 'three')));
    expect(problems).toEqual([expect.stringContaining('spec/replicas must be integer')]);
  });

  it('a required field left out is refused by the Kubernetes schema', async () => {
    const problems = await problemsOf(broken('Service', (s) => delete s.spec.ports[0].port));
    expect(problems).toEqual([expect.stringContaining('spec/ports/0 must have required property port')]);
  });

  it('a misspelt probe (which the schema allows) is refused because readiness is then missing', async () => {
    const documents = broken('Deployment', (d) => {
      container(d).readinesProbe = container(d).readinessProbe;
      delete container(d).readinessProbe;
    });
    expect(await problemsOf(documents)).toEqual([expect.stringContaining('readinessProbe must GET /ready')]);
  });

  it('probes on the public port are refused: that listener closes while draining', async () => {
    const documents = broken('Deployment', (d) => (container(d).livenessProbe.httpGet.port = 'http'));
    expect(await problemsOf(documents)).toEqual([expect.stringContaining('livenessProbe must use METRICS_PORT')]);
  });

  it('a grace period that ends before the drain does is refused', async () => {
    const documents = broken('Deployment', (d) => (env(d, 'SHUTDOWN_GRACE_MS').value = '30000'));
    expect(await problemsOf(documents)).toEqual([expect.stringContaining('terminationGracePeriodSeconds')]);
  });

  it('a shutdown delay that pushes the drain past the grace period is refused', async () => {
    const documents = broken('Deployment', (d) => (env(d, 'SHUTDOWN_DELAY_MS').value = '15000'));
    expect(await problemsOf(documents)).toEqual([expect.stringContaining('SHUTDOWN_DELAY_MS')]);
  });

  it('a heap cap that does not fit in the memory limit is refused', async () => {
    const documents = broken('Deployment', (d) => (env(d, 'NODE_OPTIONS').value = '--max-old-space-size=512'));
    expect(await problemsOf(documents)).toEqual([expect.stringContaining('--max-old-space-size=512 leaves')]);
  });

  it('running as root or with the service-account token is refused', async () => {
    const documents = broken('Deployment', (d) => {
      d.spec.template.spec.securityContext.runAsUser = 0;
      d.spec.template.spec.automountServiceAccountToken = true;
    });
    expect(await problemsOf(documents)).toEqual([
      expect.stringContaining('runAsUser must be a non-zero uid'),
      expect.stringContaining('automountServiceAccountToken must be false'),
    ]);
  });

  it('egress that reaches the private ranges is refused', async () => {
    const documents = broken('NetworkPolicy', (p) => (p.spec.egress[1].to[0].ipBlock.except = ['10.0.0.0/8']));
    expect(await problemsOf(documents)).toEqual([expect.stringContaining('must except 172.16.0.0/12')]);
  });

  it('an autoscaler aimed at another Deployment is refused', async () => {
    const documents = broken('HorizontalPodAutoscaler', (h) => (h.spec.scaleTargetRef.name = 'other'));
    expect(await problemsOf(documents)).toEqual(['no HorizontalPodAutoscaler scales the Deployment']);
  });

  it('npm run deploy:validate exits 1 on a kustomization naming a file that does not exist', () => {
    const directory = join(scratch, 'missing');
    mkdirSync(directory);
    writeFileSync(join(directory, 'kustomization.yaml'), 'resources:\n  - deployment.yaml\n');
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'deploy/validate/main.ts', directory], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.stdout).toContain('cannot render');
    expect(run.stdout).toContain('1 kustomization(s) refused');
    expect(run.status).toBe(1);
  });
});
