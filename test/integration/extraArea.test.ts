import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolvers } from '../../src/__generated__/resolvers-types.js';
import { AREAS } from '../../src/areas/index.js';
import { defineArea } from '../../src/areas/shared/area.js';
import { AreaClient } from '../../src/areas/shared/areaClient.js';
import { toGlobalId } from '../../src/areas/shared/globalId.js';
import type { NodeType } from '../../src/areas/shared/nodes.js';
import type { Credentials } from '../../src/auth/credentials.js';
import { graphiqlOptions } from '../../src/graphiql/options.js';
import type { RequestScope } from '../../src/request/scope.js';
import type { UpstreamSession } from '../../src/upstream/session.js';
import { startFakeUpstream, type FakeUpstream } from '../support/fakeUpstream.js';
import { TEST_KEY, startGateway, upstreamEnv, type TestGateway } from '../support/gateway.js';

/**
 * An area is one descriptor: a small area made here (its SDL, resolvers, a `Node` type, its client and GraphiQL
 * tab) joins the gateway with one line, the area list given to createGateway, and every central list takes it in.
 */

interface UpstreamGreeting {
  readonly Name: string;
  readonly Text: string;
}

/** The area's client: one method per REST call, as every area has. */
class GreetingsClient extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, 'greetings');
  }

  async read(name: string): Promise<UpstreamGreeting> {
    const route = '/greetings/{name}';
    const { data } = await this.json<UpstreamGreeting>({ method: 'GET', route, params: { name }, idempotent: true });
    return data as UpstreamGreeting;
  }
}

const greetingsOf = (scope: RequestScope): GreetingsClient =>
  (scope as unknown as { greetings: GreetingsClient }).greetings;

const greetingNode = {
  typeName: 'Greeting',
  readerOf: (localId: string) => (scope: RequestScope) => greetingsOf(scope).read(localId),
} as unknown as NodeType;

const greetingsArea = defineArea({
  name: 'greetings',
  typeDefs: [
    `"A greeting." type Greeting implements Node { "Its global id." id: ID! "Its text." text: String! }
     extend type Query { "A greeting by name." greeting("Whose." name: String!): Greeting }`,
  ],
  resolvers: [
    {
      Query: {
        greeting: (_: unknown, { name }: { name: string }, { scope }: { scope: RequestScope }) =>
          greetingsOf(scope).read(name),
      },
      Greeting: {
        id: (greeting: UpstreamGreeting) => toGlobalId('Greeting', greeting.Name),
        text: (greeting: UpstreamGreeting) => greeting.Text,
      },
    } as unknown as Resolvers,
  ],
  nodes: [greetingNode],
  graphiql: { query: 'query Greeting($name: String!) { greeting(name: $name) { text } }', placeholders: { name: 'x' } },
  client: (session, credentials) => new GreetingsClient(session, credentials),
});

let upstream: FakeUpstream;
let gateway: TestGateway;

beforeAll(async () => {
  upstream = await startFakeUpstream((request) => {
    if (request.url === '/greetings/bunny') return { body: { Name: 'bunny', Text: 'Hello, bunny.' } };
    return request.url === '/mc/nodes/plain' ? { body: ['198.51.100.1'] } : { status: 404 };
  });
  gateway = await startGateway(upstreamEnv(upstream.url, { RETRY_MAX: '0' }), { areas: [...AREAS, greetingsArea] });
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

describe('an area registered in one line', () => {
  it('answers its root field through its own client, with the caller key, beside every other area', async () => {
    const answer = await gateway.graphql('{ greeting(name: "bunny") { id text } containerNodeIps }');
    expect(answer.body).toEqual({
      data: {
        greeting: { id: toGlobalId('Greeting', 'bunny'), text: 'Hello, bunny.' },
        containerNodeIps: ['198.51.100.1'],
      },
    });
    const call = upstream.requests.find((request) => request.url === '/greetings/bunny');
    expect(call?.headers['accesskey']).toBe(TEST_KEY);
  });

  it('reads its Node type by global id through node(id:)', async () => {
    const id = toGlobalId('Greeting', 'bunny');
    const answer = await gateway.graphql('query($id: ID!) { node(id: $id) { id ... on Greeting { text } } }', { id });
    expect(answer.body).toEqual({ data: { node: { id, text: 'Hello, bunny.' } } });
  });

  it('names itself in the errors of its calls, mapped like every area', async () => {
    const answer = await gateway.graphql('{ greeting(name: "nobody") { text } }');
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND', service: 'greetings' });
  });

  it('gets its own GraphiQL tab after the other areas, before the Live tab', () => {
    const tabs = graphiqlOptions({}, Date.now(), [...AREAS, greetingsArea]).defaultTabs ?? [];
    expect(tabs).toHaveLength(AREAS.length + 2);
    expect(tabs.at(-2)).toEqual({ query: greetingsArea.graphiql?.query, variables: '{\n  "name": "x"\n}' });
  });
});
