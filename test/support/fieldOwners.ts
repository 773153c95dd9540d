import { Kind, parse } from 'graphql';
import { AREAS } from '../../src/areas/index.js';

const ROOTS = ['Query', 'Mutation', 'Subscription'];

/**
 * The area whose SDL declares a field (`Type.field`, or a root field's bare name): the one that extends the type with
 * it, else the type's own. Tests whose lists each area owns (one file per area) use it to hold every entry in the
 * file of the area it belongs to.
 */
export function fieldOwners(): (field: string) => string | undefined {
  const types = new Map<string, string>();
  const fields = new Map<string, string>();
  for (const area of AREAS)
    for (const definition of area.typeDefs.flatMap((text) => parse(text).definitions)) {
      if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      const name = definition.name.value;
      if (definition.kind === Kind.OBJECT_TYPE_DEFINITION && !ROOTS.includes(name)) types.set(name, area.name);
      else for (const field of definition.fields ?? []) fields.set(`${name}.${field.name.value}`, area.name);
    }
  return (field) => {
    const coordinate = field.includes('.') ? field : `Query.${field}`;
    return fields.get(coordinate) ?? types.get(coordinate.split('.')[0] ?? '');
  };
}
