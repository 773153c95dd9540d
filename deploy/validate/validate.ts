/** One kustomization, rendered and checked: schema problems and rule problems together. */
import { render } from './render.js';
import { validateSchemas } from './schema.js';
import { checkTopology } from './topology.js';

export interface KustomizationReport {
  readonly documents: number;
  readonly renderer: string;
  readonly problems: string[];
  readonly unchecked: string[];
}

export async function validateKustomization(directory: string): Promise<KustomizationReport> {
  let rendered: ReturnType<typeof render>;
  try {
    rendered = render(directory);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { documents: 0, renderer: 'none', problems: [`cannot render: ${message.trim()}`], unchecked: [] };
  }
  const schemas = await validateSchemas(rendered.documents);
  return {
    documents: rendered.documents.length,
    renderer: rendered.renderer,
    problems: [...schemas.problems, ...checkTopology(rendered.documents)],
    unchecked: schemas.unchecked,
  };
}
