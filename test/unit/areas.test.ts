import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/areas/index.js';
import { sdl } from '../../src/areas/shared/area.js';
import { AREA_NAMES } from '../../src/areas/names.js';
import { ROUTES_BY_AREA, SANDBOX_AREAS } from '../../src/sandbox/areas.js';
import { buildSchema, schemaFiles } from '../../src/schema.js';

/**
 * The area registry (src/__generated__/areas.ts, which `npm run codegen` writes from src/areas/names.ts) is the one
 * list of areas: these hold it to what the rest of the tree has.
 */
describe('the areas of the graph', () => {
  const schema = buildSchema();

  it('each take their own SDL files of schema/: every file is the base or one area’s, none twice', () => {
    const owners = new Map<string, string[]>();
    for (const file of schemaFiles()) {
      const text = sdl(file);
      const areas = AREAS.filter((area) => area.typeDefs.includes(text)).map((area) => area.name);
      owners.set(file, file === 'base.graphql' ? ['base'] : areas);
    }
    for (const [file, areas] of owners) expect(areas, file).toHaveLength(1);
  });

  it('have unique names, each with the sandbox route table of the same name, and the sandbox no other', () => {
    const names = AREAS.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(ROUTES_BY_AREA).sort()).toEqual([...names].sort());
  });

  it('are named, in the gateway and in the sandbox, as src/areas/names.ts lists their folders, in its order', () => {
    expect(AREAS.map((area) => area.name)).toEqual([...AREA_NAMES]);
    expect(SANDBOX_AREAS.map((area) => area.name)).toEqual([...AREA_NAMES]);
  });

  it('map only types the schema has, each type once', () => {
    const mapped = AREAS.flatMap((area) => Object.keys(area.mappers ?? {}));
    expect(new Set(mapped).size).toBe(mapped.length);
    for (const type of mapped) expect(schema.getType(type), type).toBeDefined();
  });

  it('register every type that implements Node', () => {
    const registered = AREAS.flatMap((area) => (area.nodes ?? []).map((node) => node.typeName)).sort();
    const implementing = schema.getImplementations(schema.getType('Node') as never).objects.map((type) => type.name);
    expect(registered).toEqual(implementing.sort());
  });

  it('each give GraphiQL a tab whose variables all have a placeholder', () => {
    for (const area of AREAS) {
      expect(area.graphiql, area.name).toBeDefined();
      const declared = [...(area.graphiql?.query.matchAll(/\$(\w+):/g) ?? [])].map((match) => match[1] as string);
      const given = new Set([...Object.keys(area.graphiql?.placeholders ?? {}), 'from', 'to', 'date']);
      for (const variable of declared) expect(given.has(variable), `${area.name}: $${variable}`).toBe(true);
    }
  });
});
