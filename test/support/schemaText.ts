import { readdirSync, readFileSync } from 'node:fs';
import { buildSchema, type GraphQLSchema } from 'graphql';

/** The schema as schema/*.graphql declares it (no resolvers), for tests that check documentation against the SDL. */

const SCHEMA_DIR = new URL('../../schema/', import.meta.url);
let schema: GraphQLSchema | undefined;

export function sdlSchema(): GraphQLSchema {
  schema ??= buildSchema(
    readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.graphql'))
      .sort()
      .map((file) => readFileSync(new URL(file, SCHEMA_DIR), 'utf8'))
      .join('\n'),
  );
  return schema;
}

/** The names of the root query and mutation fields. */
export function rootFields(): { query: string[]; mutation: string[]; subscription: string[] } {
  const names = (type: { getFields(): Record<string, unknown> } | null | undefined) =>
    Object.keys(type?.getFields() ?? {});
  const schema = sdlSchema();
  return {
    query: names(schema.getQueryType()),
    mutation: names(schema.getMutationType()),
    subscription: names(schema.getSubscriptionType()),
  };
}
