/**
 * The files `npm run new-area -- <name>` writes: a working first read of a new area, end to end (SDL, client,
 * resolver, descriptor, sandbox route, docs page, tests), for the area's author to grow. Each function answers one
 * file's text for the area's names.
 */

export interface AreaNames {
  /** camelCase, the folder and descriptor name: `toyArea`. */
  readonly name: string;
  /** PascalCase, the type prefix: `ToyArea`. */
  readonly type: string;
  /** Its upstream path on the api host: `/toyarea/status`. */
  readonly path: string;
}

export function namesOf(name: string): AreaNames {
  return { name, type: name.charAt(0).toUpperCase() + name.slice(1), path: `/${name.toLowerCase()}/status` };
}

export const schemaFile = ({ type, name }: AreaNames): string => `"""
The status of the ${type} area as bunny.net answers it: the first read of a new area, to replace with its records.
"""
type ${type}Status @cost(weight: "0") {
  """
  Whether bunny.net reports the ${type} service as available.
  """
  available: Boolean!
}

extend type Query {
  """
  The ${type} area's status (one GET of the api host); null, with its error, when bunny.net does not answer it.
  """
  ${name}Status: ${type}Status @cost(weight: "1")
}
`;

export const upstreamTypesFile = ({
  type,
  path,
}: AreaNames): string => `/** What bunny.net answers to \`GET ${path}\` (PascalCase, as its core API). */
export interface Upstream${type}Status {
  Available: boolean;
}
`;

export const clientFile = ({
  name,
  type,
  path,
}: AreaNames): string => `import type { Credentials } from '../../auth/credentials.js';
import type { UpstreamSession } from '../../upstream/session.js';
import { AreaClient } from '../shared/areaClient.js';
import type { Upstream${type}Status } from './upstreamTypes.js';

/** The ${type} area's calls to bunny.net, with the caller's account key. */
export class ${type}Client extends AreaClient {
  constructor(session: UpstreamSession, credentials: Credentials) {
    super(session, credentials, '${name}');
  }

  /** \`GET ${path}\` */
  async getStatus(): Promise<Upstream${type}Status | null> {
    const { data } = await this.json<Upstream${type}Status>({
      method: 'GET',
      route: '${path}',
      params: {},
      idempotent: true,
      answer: 'object',
    });
    return data ?? null;
  }
}
`;

export const resolversFile = ({
  name,
  type,
}: AreaNames): string => `import type { Resolvers } from '../../__generated__/resolvers-types.js';

/** The ${type} area's fields: thin, each one call of the area's client. */
export const ${name}Resolvers: Resolvers = {
  Query: {
    ${name}Status: async (_, __, { scope: { ${name} } }) => ({
      available: (await ${name}.getStatus())?.Available ?? false,
    }),
  },
};
`;

export const graphiqlFile = ({
  name,
  type,
}: AreaNames): string => `/** This area's tab in GraphiQL (src/graphiql.ts): a tour of its fields. */
export const ${name}GraphiqlTab = \`# ${type}: the area's status.
query ${type}Status {
  ${name}Status { available }
}\`;
`;

export const areaIndexFile = ({
  name,
  type,
}: AreaNames): string => `import { defineArea, sdl } from '../shared/area.js';
import { ${type}Client } from './client.js';
import { ${name}OutsideDocuments } from './coverage.js';
import { ${name}GraphiqlTab } from './graphiqlTab.js';
import { ${name}Resolvers } from './resolvers.js';

declare module '../../request/scope.js' {
  interface AreaClients {
    readonly ${name}: ${type}Client;
  }
}

/** ${type}: written by \`npm run new-area\`; say here what the area covers. */
export const ${name}Area = defineArea({
  name: '${name}',
  typeDefs: [sdl('${name}.graphql')],
  resolvers: [${name}Resolvers],
  outsideDocuments: ${name}OutsideDocuments,
  graphiql: { query: ${name}GraphiqlTab, placeholders: {} },
  client: (session, credentials) => new ${type}Client(session, credentials),
});
`;

export const coverageFile = ({
  name,
  type,
  path,
}: AreaNames): string => `import type { OutsideDocuments } from '../shared/coverage.js';

/**
 * The ${type} area's part of the coverage manifest (shared/coverage.ts): the status read is the scaffold's own, so it
 * is listed outside the published documents. As the area reaches documented operations, list them in a
 * \`${name}Coverage\` of \`operationsOf(...)\` entries (the descriptor's \`coverage\`), moving each from the area that
 * leaves it out, and run \`npm run coverage:docs\`.
 */
export const ${name}OutsideDocuments: readonly OutsideDocuments[] = [
  {
    api: '${type}',
    method: 'GET',
    path: '${path}',
    fields: ['Query.${name}Status'],
  },
];
`;

export const sandboxHandlersFile = ({ path }: AreaNames): string => `import { json, type Reply } from '../core/http.js';
import type { HandlerContext } from '../router.js';

/** \`GET ${path}\`: the area's status, the same for every account. */
export function getStatus(_context: HandlerContext): Reply {
  return json(200, { Available: true });
}
`;

export const sandboxRoutesFile = ({ type, path }: AreaNames): string => `import { accessKey } from '../core/auth.js';
import { noBody, route } from '../core/route.js';
import type { Route } from '../router.js';
import { getStatus } from './status.js';

/** ${type} (api host). */
export const routes: readonly Route[] = [route('api', 'GET', '${path}', accessKey(noBody), getStatus)];
`;

export const sandboxIndexFile = ({
  name,
  type,
}: AreaNames): string => `import { defineSandboxArea } from '../core/area.js';
import { routes } from './routes.js';

/** ${type}: the area's status. */
export const ${name}Sandbox = defineSandboxArea({ name: '${name}', routes });
`;

export const sandboxReadmeFile = ({ type, path }: AreaNames): string => `# ${type} in the sandbox

The area's status. Its folder holds the route table (\`routes.ts\`), the handlers, and \`index.ts\`, which registers
it in \`../areas.ts\`. What every area shares: [core](../core/README.md). Back to the [index](../README.md).

## Operations

| host (real) | method and path | success |
|---|---|---|
| api | GET ${path} | 200 \`{Available}\` |
`;

export const docsFile = ({ name, type }: AreaNames): string => `# ${type}

The ${type} area of the graph (\`src/areas/${name}/\`, \`schema/${name}.graphql\`), written by \`npm run new-area\`.

\`\`\`graphql
{ ${name}Status { available } }
\`\`\`

Its sandbox: [src/sandbox/${name}/README.md](../../src/sandbox/${name}/README.md).
`;

export const sandboxTestFile = ({ type, path }: AreaNames): string => `import { describe, expect, it } from 'vitest';
import { call, expectNoBody, freshKey, jsonOf, useTestSandbox } from './helpers.js';

const sandbox = useTestSandbox();

describe('${type} in the sandbox', () => {
  it('answers the status to any account key', async () => {
    const response = await call(sandbox.urls.api, '${path}', { key: freshKey() });
    expect(await jsonOf(response)).toEqual({ Available: true });
  });

  it('answers 401 with no body without a key', async () => {
    await expectNoBody(await call(sandbox.urls.api, '${path}'), 401);
  });
});
`;

export const failingLinksFile = ({ name, type, path }: AreaNames): string => {
  const row = `query('${name}Status', '{ available }', api('GET', /^${path.replaceAll('/', '\\/')}$/))`;
  const list = `export const rows = (): Row[] => [${row}];`;
  // On one line when it fits Biome's 120 characters, else one row a line, as Biome writes it.
  return `import { api, query, type Row } from './rows.js';

/** ${type}: each field that calls bunny.net, with the route that fails under it (failingLinks.test.ts runs each). */
${list.length <= 120 ? list : `export const rows = (): Row[] => [\n  ${row},\n];`}
`;
};

export const graphTestFile = ({
  name,
  type,
  path,
}: AreaNames): string => `import { describe, expect, it } from 'vitest';
import { useSandboxGraph } from '../support/sandboxGraph.js';

const graph = useSandboxGraph('${name}');

describe('${type} in the graph', () => {
  it('reads the status with one call of the api host', async () => {
    expect(await graph.data('{ ${name}Status { available } }')).toEqual({ ${name}Status: { available: true } });
    expect(graph.upstreamCalls()).toEqual(['GET ${path}']);
  });
});
`;
