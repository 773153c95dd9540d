/**
 * Renders a kustomization into the documents `kubectl apply -k` would send. kustomize is built into kubectl; where
 * kubectl is missing, a base (resources only, no patches) is read file by file, and an overlay is refused rather
 * than validated half-rendered.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

export type Manifest = Record<string, unknown> & { apiVersion?: unknown; kind?: unknown; metadata?: unknown };

export interface Rendered {
  readonly documents: Manifest[];
  /** How it was rendered, for the report line. */
  readonly renderer: string;
}

export function parseManifests(text: string, source: string): Manifest[] {
  return parseAllDocuments(text).flatMap((document) => {
    if (document.errors.length > 0) throw new Error(`${source}: ${document.errors[0]?.message}`);
    const value: unknown = document.toJS();
    if (value === null || value === undefined) return [];
    if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${source}: a document is not a mapping`);
    return [value as Manifest];
  });
}

export function kubectlAvailable(): boolean {
  try {
    execFileSync('kubectl', ['version', '--client'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export function render(directory: string): Rendered {
  if (kubectlAvailable()) {
    const text = execFileSync('kubectl', ['kustomize', directory], { encoding: 'utf8', stdio: 'pipe' });
    return { documents: parseManifests(text, directory), renderer: 'kubectl kustomize' };
  }
  return { documents: readResources(directory), renderer: 'resource files (kubectl not installed)' };
}

/** Without kustomize: the kustomization's `resources`, each of which must exist, parsed as they are. */
function readResources(directory: string): Manifest[] {
  const path = join(directory, 'kustomization.yaml');
  const [kustomization] = parseManifests(readFileSync(path, 'utf8'), path);
  if (!kustomization) throw new Error(`${path} is empty`);
  // An overlay only means something once patched; without kustomize it cannot be checked honestly.
  if (kustomization['patches'] !== undefined)
    throw new Error(`${directory} has patches: install kubectl (kustomize) to render it`);
  const resources = kustomization['resources'];
  if (!Array.isArray(resources)) throw new Error(`${path} lists no resources`);
  return resources.flatMap((entry) => {
    const file = join(directory, String(entry));
    if (!existsSync(file)) throw new Error(`${path} names ${String(entry)}, which does not exist`);
    return parseManifests(readFileSync(file, 'utf8'), file);
  });
}
