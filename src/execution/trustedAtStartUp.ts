import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { type DocumentNode, type GraphQLError, NoSchemaIntrospectionCustomRule, validate } from 'graphql';
import type { Config } from '../config.js';
import { estimateFor } from '../plugins/upstreamCallEstimate.js';
import { TrustedDocumentsError } from '../trustedDocuments/manifest.js';
import type { TrustedDocuments } from '../trustedDocuments/trustedDocuments.js';
import type { PreparedOperations } from './preparedOperations.js';
import type { GatewayYoga } from './yoga.js';

/**
 * Every trusted document known before the first request: parsed and validated by yoga's own parse and validate (every
 * plugin's limits: nesting, tokens, depth, aliases, cost), priced by the upstream-call budget with its variables'
 * defaults, and compiled by graphql-jit as its plugin compiles it, then kept prepared for the process's life. A
 * document that fails stops the start, its id named: better a deploy that fails than a screen that does.
 */
export function prepareTrustedDocuments(
  documents: TrustedDocuments,
  yoga: GatewayYoga,
  config: Config,
  prepared: PreparedOperations | undefined,
): void {
  for (const [id, query] of documents.byId) {
    const document = checked(id, query, yoga, config);
    if (!prepared) continue;
    const compiled = compileQuery(yoga.getEnveloped().schema, document, undefined, {});
    if (isCompiledQuery(compiled)) prepared.pin(query, document, compiled);
  }
}

function checked(id: string, query: string, yoga: GatewayYoga, config: Config): DocumentNode {
  const fail = (why: string): never => {
    throw new TrustedDocumentsError(`trusted document ${id} ${why}`);
  };
  // The context a request's parse and validate get, with no request: hooks that decide per request (introspection)
  // are checked below for every request alike.
  const { parse, validate: validateWithLimits, schema } = yoga.getEnveloped({ params: { query } } as never);
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return fail(`does not parse: ${(error as Error).message}`);
  }
  const rules = config.introspection ? [] : [NoSchemaIntrospectionCustomRule];
  const errors: readonly GraphQLError[] = [
    ...validateWithLimits(schema, document),
    ...validate(schema, document, rules),
  ];
  if (errors.length > 0) fail(`is not valid: ${errors.map((error) => error.message).join(' ')}`);
  const estimate = estimateFor(schema, document, undefined, {});
  if (estimate > config.limits.maxUpstreamCalls)
    fail(`is estimated at ${estimate} upstream calls, over MAX_UPSTREAM_CALLS (${config.limits.maxUpstreamCalls})`);
  return document;
}
