/**
 * Each document against the Kubernetes API's own OpenAPI schema, as the `kubernetes-models` package ships it
 * (generated from upstream, compiled to validators: no cluster and no network needed). Kinds it does not know
 * (custom resources such as CiliumNetworkPolicy) are reported as not schema-checked, never silently passed.
 */
import type { Manifest } from './render.js';

export interface SchemaResult {
  readonly problems: string[];
  /** `apiVersion/kind` of the documents no schema covers. */
  readonly unchecked: string[];
}

interface ModelClass {
  new (data: unknown): { validate(): void };
}

/** `apps/v1` -> `kubernetes-models/apps/v1`; the core group `v1` -> `kubernetes-models/v1`. */
async function modelFor(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  if (!/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion) || !/^[A-Z][A-Za-z]+$/.test(kind)) return undefined;
  try {
    const specifier = `kubernetes-models/${apiVersion}`;
    const group = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
    const model = group[kind];
    return typeof model === 'function' ? (model as ModelClass) : undefined;
  } catch {
    return undefined;
  }
}

function describe(document: Manifest): string {
  const name = (document.metadata as { name?: unknown } | undefined)?.name;
  return `${String(document.kind)} ${typeof name === 'string' ? name : '(no name)'}`;
}

export async function validateSchemas(documents: readonly Manifest[]): Promise<SchemaResult> {
  const problems: string[] = [];
  const unchecked: string[] = [];
  for (const document of documents) {
    const { apiVersion, kind } = document;
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
      problems.push(`a document has no apiVersion or kind: ${JSON.stringify(document).slice(0, 80)}`);
      continue;
    }
    const Model = await modelFor(apiVersion, kind);
    if (!Model) {
      unchecked.push(`${apiVersion}/${kind}`);
      continue;
    }
    try {
      new Model(document).validate();
    } catch (error) {
      problems.push(`${describe(document)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { problems, unchecked };
}
