import type {
  NodeResolvers,
  Resolvers,
  ResolversInterfaceTypes,
  ResolversTypes,
} from '../../__generated__/resolvers-types.js';
import type { RequestScope } from '../../request/scope.js';
import { badInput } from '../../errors/gatewayError.js';
import { fromGlobalId, notAGlobalId } from './globalId.js';

/**
 * `node(id:)` and `nodes(ids:)`: each area adds its `Node` types to the registry (schema.ts lists them), and a global
 * id is resolved by the type it names. Every id is checked before any upstream call.
 */

/** The parent of any `Node` type (its upstream record), and the names of the types that implement `Node`. */
type NodeParent = ResolversInterfaceTypes<ResolversTypes>['Node'];
type NodeTypeName = NonNullable<Awaited<ReturnType<NodeResolvers['__resolveType']>>>;

/** A GraphQL type that implements `Node`, as its area registers it. */
export interface NodeType {
  readonly typeName: NodeTypeName;
  /**
   * How to read the record a decoded local id names (through the request's loader; a 404 throws NOT_FOUND), or null
   * when the local id cannot be one of this type's.
   */
  readerOf(localId: string): NodeReader | null;
}

export type NodeReader = (scope: RequestScope) => Promise<NodeParent>;

export const MAX_NODES = 100;

/**
 * Which `Node` type a record resolved by `node`/`nodes` is: upstream records carry no GraphQL type name. Only these
 * two fields return the `Node` interface; every other field names its concrete type, so needs no tag.
 */
const NODE_TYPE = Symbol('nodeType');

type TaggedRecord = NodeParent & { readonly [NODE_TYPE]: NodeTypeName };

interface NodeRef {
  readonly typeName: NodeTypeName;
  readonly read: NodeReader;
}

export function nodeResolvers(types: readonly NodeType[]): Resolvers {
  const byName = new Map<string, NodeType>(types.map((type) => [type.typeName, type]));

  function refOf(argument: string, globalId: string): NodeRef {
    const { typeName, localId } = fromGlobalId(argument, globalId);
    const type = byName.get(typeName);
    const read = type?.readerOf(localId) ?? null;
    if (!type || read === null) throw notAGlobalId(argument);
    return { typeName: type.typeName, read };
  }

  async function load(scope: RequestScope, { typeName, read }: NodeRef): Promise<TaggedRecord> {
    return { ...(await read(scope)), [NODE_TYPE]: typeName };
  }

  return {
    Query: {
      node: (_, { id }, { scope }) => load(scope, refOf('id', id)),
      nodes: (_, { ids }, { scope }) => {
        if (ids.length > MAX_NODES)
          throw badInput('gateway', 'ids', `ids may hold at most ${MAX_NODES} ids (got ${ids.length}).`);
        const refs = ids.map((id) => refOf('ids', id));
        // A record that fails (e.g. NOT_FOUND) is an error at its own index, and the others are still answered:
        // graphql-js turns an Error in a list into null plus an error at that path.
        return Promise.all(refs.map((ref) => load(scope, ref).catch((error: Error) => error as never)));
      },
    },
    Node: {
      __resolveType: (record) => (NODE_TYPE in record ? (record as TaggedRecord)[NODE_TYPE] : null),
    },
  };
}

/** bunny.net's int64 id in canonical decimal: no sign, no leading zero, no exponent. */
const INT64_LOCAL_ID = /^[1-9]\d{0,15}$/;

/** The bunny.net id a local id holds, for types whose local id is their int64 id; null for anything else. */
export function int64LocalId(localId: string): number | null {
  const id = Number(localId);
  return INT64_LOCAL_ID.test(localId) && Number.isSafeInteger(id) ? id : null;
}
