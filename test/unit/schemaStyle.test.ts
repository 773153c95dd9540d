import {
  buildSchema as buildSchemaFromSdl,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  parse,
  printSchema,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/areas/index.js';
import { buildSchema } from '../../src/schema.js';

/**
 * The house style of docs/contributing/schema-style.md, held over the printed schema (what clients see): verbs,
 * area prefixes, one `input: <Mutation>Input!`, one `<Mutation>Payload` per mutation with `clientMutationId`, no
 * always-true `success`, one name and one type per id. The checks graphql-eslint's schema rules would make
 * (`input-name`, `require-description`, `naming-convention`) are written here on graphql-js, without an ESLint set-up.
 * It holds the whole schema, with no exemption.
 */

type Field = GraphQLField<unknown, unknown>;

const schema: GraphQLSchema = buildSchemaFromSdl(printSchema(buildSchema()));
const mutations: Field[] = Object.values(schema.getMutationType()?.getFields() ?? {});
const styled = mutations;

const CRUD_VERBS = ['create', 'update', 'delete', 'add', 'remove'];
const ACTION_VERBS = [
  'set',
  'replace',
  'reset',
  'purge',
  'upload',
  'publish',
  'deploy',
  'undeploy',
  'restart',
  'recreate',
  'detach',
  'enable',
  'disable',
  'import',
  'scan',
  'issue',
  'request',
  'complete',
  'review',
  'fetch',
  'reencode',
  'repackage',
  'transcribe',
  'trigger',
  'cleanUp',
];
const VERB = new RegExp(`^(${[...CRUD_VERBS, ...ACTION_VERBS].join('|')})([A-Z][A-Za-z0-9]*)$`);

/** Each area's record families: what follows the verb in its mutations' names. */
const PREFIXES: Record<string, readonly string[]> = {
  account: ['Account'],
  containers: ['Container'],
  dns: ['Dns'],
  edgeScripts: ['EdgeScript'],
  originLogs: ['OriginLog'],
  pullZones: ['PullZone'],
  shield: ['Shield'],
  storageFiles: ['StorageFile', 'StorageDirectory'],
  storageZones: ['StorageZone'],
  stream: ['Video'],
};

/** Id names the style forbids, with the name to use. */
const FORBIDDEN_ID_NAMES: Record<string, string> = { libraryId: 'videoLibraryId', scriptId: 'edgeScriptId' };

const pascal = (name: string): string => name[0]?.toUpperCase() + name.slice(1);

/** The area whose SDL declares each mutation. */
function areaOfMutations(): Map<string, string> {
  const areaOf = new Map<string, string>();
  for (const area of AREAS)
    for (const typeDefs of area.typeDefs)
      for (const definition of parse(typeDefs).definitions)
        if ('name' in definition && definition.name?.value === 'Mutation' && 'fields' in definition)
          for (const field of definition.fields ?? []) areaOf.set(field.name.value, area.name);
  return areaOf;
}

const namedTypes = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));
const fieldsOf = (type: GraphQLNamedType): { owner: string; name: string; type: string }[] => {
  if (isObjectType(type) || isInterfaceType(type))
    return Object.values(type.getFields()).flatMap((field) => [
      { owner: type.name, name: field.name, type: getNamedType(field.type).name },
      ...field.args.map((arg) => ({
        owner: `${type.name}.${field.name}`,
        name: arg.name,
        type: getNamedType(arg.type).name,
      })),
    ]);
  if (isInputObjectType(type))
    return Object.values(type.getFields()).map((field) => ({
      owner: type.name,
      name: field.name,
      type: getNamedType(field.type).name,
    }));
  return [];
};
const everyField = namedTypes.flatMap(fieldsOf);
describe('the schema style', () => {
  it('names every mutation <verb><Type> with a verb of the documented set and its area prefix', () => {
    const areaOf = areaOfMutations();
    const wrong = styled.flatMap((mutation) => {
      const match = VERB.exec(mutation.name);
      const prefixes = PREFIXES[areaOf.get(mutation.name) ?? ''] ?? [];
      const object = match?.[2] ?? '';
      return match && prefixes.some((prefix) => object.startsWith(prefix)) ? [] : [mutation.name];
    });
    expect(wrong).toEqual([]);
  });

  it('gives every mutation exactly one argument, input: <Mutation>Input!, starting with clientMutationId', () => {
    const wrong = styled.flatMap((mutation) => {
      const [input, ...more] = mutation.args;
      const type = input && isNonNullType(input.type) ? input.type.ofType : undefined;
      const ok =
        more.length === 0 &&
        input?.name === 'input' &&
        isInputObjectType(type) &&
        type.name === `${pascal(mutation.name)}Input` &&
        type.getFields().clientMutationId?.type.toString() === 'String';
      return ok ? [] : [`${mutation.name}(${mutation.args.map((arg) => `${arg.name}: ${arg.type}`).join(', ')})`];
    });
    expect(wrong).toEqual([]);
  });

  it('uses each mutation input type as that mutation argument only', () => {
    const inputs = new Set(styled.map((mutation) => `${pascal(mutation.name)}Input`));
    const reused = everyField.filter((field) => inputs.has(field.type) && field.name !== 'input');
    expect(reused.map((field) => `${field.owner}.${field.name}`)).toEqual([]);
  });

  it('answers every mutation with its own nullable <Mutation>Payload, echoing clientMutationId', () => {
    const wrong = styled.flatMap((mutation) => {
      const payload = mutation.type;
      const ok =
        isObjectType(payload) &&
        payload.name === `${pascal(mutation.name)}Payload` &&
        payload.getFields().clientMutationId?.type.toString() === 'String';
      return ok ? [] : [`${mutation.name}: ${payload}`];
    });
    expect(wrong).toEqual([]);
  });

  it('uses a payload type nowhere but as its own mutation answer', () => {
    const payloads = namedTypes.filter((type) => type.name.endsWith('Payload')).map((type) => type.name);
    const users = (name: string) => everyField.filter((field) => field.type === name);
    const wrong = payloads.filter((name) => {
      const used = users(name);
      return !(used.length === 1 && used[0]?.owner === 'Mutation' && `${pascal(used[0].name)}Payload` === name);
    });
    expect(wrong).toEqual([]);
  });

  it('has no success: Boolean! field, which could only ever be true', () => {
    const payloads = new Set(styled.map((mutation) => getNamedType(mutation.type).name));
    const always = everyField.filter((field) => field.name === 'success' && payloads.has(field.owner));
    expect(always.map((field) => field.owner)).toEqual([]);
  });

  it('names a delete payload deleted id deleted<Type>Id: ID! (deleted<Type>Ids: [ID!]! for a delete of several)', () => {
    const wrong = styled
      .filter((mutation) => mutation.name.startsWith('delete'))
      .flatMap((mutation) => {
        const payload = getNamedType(mutation.type);
        const fields = isObjectType(payload) ? Object.values(payload.getFields()) : [];
        const deleted = fields.filter((field) => /^deleted[A-Z]\w*Ids?$/.test(field.name));
        const type = deleted[0]?.name.endsWith('Ids') ? '[ID!]!' : 'ID!';
        return deleted.length === 1 && deleted[0]?.type.toString() === type ? [] : [mutation.name];
      });
    expect(wrong).toEqual([]);
  });

  it('uses none of the forbidden id names', () => {
    const forbidden = everyField.filter((field) => field.name in FORBIDDEN_ID_NAMES);
    expect(forbidden.map((field) => `${field.owner}.${field.name} (say ${FORBIDDEN_ID_NAMES[field.name]})`)).toEqual(
      [],
    );
  });

  it('gives each id name one type across the schema', () => {
    const typesOf = new Map<string, Set<string>>();
    for (const field of everyField.filter((field) => /[a-z]Id$/.test(field.name)))
      typesOf.set(field.name, (typesOf.get(field.name) ?? new Set()).add(field.type));
    const mixed = [...typesOf].filter(([, types]) => types.size > 1);
    expect(mixed.map(([name, types]) => `${name}: ${[...types].sort().join(' | ')}`)).toEqual([]);
  });
});
