import { readFileSync } from 'node:fs';
import { Kind, parse, print } from 'graphql';
import { declaredVariables } from '../../src/graphiql/options.js';

/**
 * The showcase operations of one `### <heading>` subsection of the README, each with the comment above it (where
 * the README names its upstream calls), so tests run exactly what the README shows and hold its counts.
 */
export function readmeExamples(heading: string): { comment: string; operation: string }[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split(/^### /m).find((part) => part.startsWith(`${heading}\n`)) ?? '';
  const block = /```graphql\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  return block
    .split('\n\n')
    .filter((example) => example.trim() !== '')
    .map((example) => {
      const lines = example.trim().split('\n');
      const comment = lines.filter((line) => line.startsWith('#')).join('\n');
      return { comment, operation: lines.filter((line) => !line.startsWith('#')).join('\n') };
    });
}

/** One named operation of a document with several (a GraphiQL tab), alone, with the example values it declares. */
export function operationNamed(
  document: string,
  name: string,
  values: Record<string, unknown>,
): { operation: string; variables: Record<string, unknown> } {
  const definition = parse(document).definitions.find(
    (candidate) => candidate.kind === Kind.OPERATION_DEFINITION && candidate.name?.value === name,
  );
  if (!definition) throw new Error(`No operation ${name}`);
  const operation = print(definition);
  const variables = Object.fromEntries(declaredVariables(operation).map((variable) => [variable, values[variable]]));
  return { operation, variables };
}
