import { isScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';
import { sdlSchema } from '../support/schemaText.js';

/**
 * Introspection is what GraphiQL, graphql-codegen and client tooling read: each scalar must carry the description
 * written in schema/base.graphql, not the one of the library that implements it (graphql-scalars).
 */

let gateway: TestGateway;

beforeAll(async () => {
  // No field here calls bunny.net: the upstream address is never dialled.
  gateway = await startGateway(upstreamEnv('http://127.0.0.1:9', { INTROSPECTION: 'true' }));
});

afterAll(async () => {
  await gateway.close();
});

const SCALARS = '{ __schema { types { kind name description specifiedByURL } } }';

interface IntrospectedType {
  kind: string;
  name: string;
  description: string | null;
  specifiedByURL: string | null;
}

describe('scalar descriptions', () => {
  it("introspection describes every custom scalar with the SDL's own text", async () => {
    const { body } = await gateway.graphql(SCALARS);
    expect(body.errors).toBeUndefined();
    const schema = body.data?.['__schema'] as { types: IntrospectedType[] };
    const introspected = new Map(schema.types.map((type) => [type.name, type.description]));

    const custom = Object.values(sdlSchema().getTypeMap()).filter(
      (type) => isScalarType(type) && type.astNode !== undefined,
    );
    expect(custom.map((type) => type.name)).toEqual(
      expect.arrayContaining(['Date', 'DateTime', 'SafeInt', 'JSON', 'JSONObject', 'UUID', 'File']),
    );
    for (const scalar of custom) {
      expect.soft(introspected.get(scalar.name), scalar.name).toBe(scalar.description);
    }
  });

  it('keeps the behaviour of the libraries behind the scalars: bad values are refused before any call', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['query ($d: Date!) { originErrorLogs(pullZoneId: 1, date: $d) { logId } }', { d: '11-21-2026' }, /YYYY-MM-DD/],
      ['query ($n: SafeInt!) { shieldZone(shieldZoneId: $n) { id } }', { n: 2 ** 60 }, /SafeInt/],
      [
        'mutation ($u: UUID!) { publishEdgeScriptRelease(input: { edgeScriptId: 1, releaseUuid: $u }) { clientMutationId } }',
        { u: 'not-a-uuid' },
        /UUID/,
      ],
    ];
    for (const [text, variables, message] of cases) {
      const { body } = await gateway.graphql(text, variables);
      expect(body.errors?.[0]?.message, text).toMatch(message);
    }
  });
});
