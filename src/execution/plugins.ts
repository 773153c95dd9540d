import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import type { GraphQLSchema } from 'graphql';
import { CREDENTIAL_HEADERS } from '../auth/credentials.js';
import type { Config } from '../config.js';
import { preparedRequestSummary, useRequestSummary } from '../plugins/requestSummary.js';
import { useArgumentNamesInValueErrors } from '../plugins/argumentNamesInValueErrors.js';
import { useCredentialScrubbing } from '../plugins/credentialScrubbing.js';
import { useLiveResults } from '../plugins/liveResults.js';
import { useCompiledExecution } from '../plugins/graphqlJit.js';
import { useJitErrorLocations, withSourcePositions } from '../plugins/jitErrorLocations.js';
import { tooDeepVariable, useNestingLimit } from '../plugins/nestingLimit.js';
import { usePreflightRequired } from '../plugins/preflightRequired.js';
import { useOperationNameParam } from '../plugins/operationNameParam.js';
import { useKnownOperationTypes } from '../plugins/operationTypes.js';
import { queryLimitPlugins } from '../plugins/queryLimits.js';
import { useRequestErrorStatus } from '../plugins/requestErrorStatus.js';
import { useRequestIdInErrors } from '../plugins/requestIdInErrors.js';
import { estimateFor, preparedCost, useUpstreamCallEstimate } from '../plugins/upstreamCallEstimate.js';
import { useVariableErrorStatus } from '../plugins/variableErrorStatus.js';
import type { TrustedDocuments } from '../trustedDocuments/trustedDocuments.js';
import { DECIDED_BY_THE_DOCUMENT, NOTHING_ON_HITS, type GatewayPlugin } from './gatewayPlugin.js';
import { noTrustedDocumentsPlugin, trustedDocumentsPlugin } from './trustedDocumentsPlugin.js';
import { responseCachePlugin } from './responseCachePlugin.js';
import type { ResponseStore } from '../responseCache/store.js';
import type { PreparedOperations } from './preparedOperations.js';

/** Headers a browser only sends after a CORS preflight: yoga's own CSRF header, or any credential header. */
export const CSRF_HEADERS: readonly string[] = ['x-graphql-yoga-csrf', ...CREDENTIAL_HEADERS];

export interface PluginDependencies {
  readonly config: Config;
  readonly schema: GraphQLSchema;
  /** The documents kept for prepared runs, when they are on: its plugin keeps each document yoga executes. */
  readonly prepared: PreparedOperations | undefined;
  /** Plugins of the caller of createGateway (tracing's spans, a test's), run after the gateway's own. */
  readonly extra: readonly GatewayPlugin[];
  /** The trusted documents, when a manifest is configured. */
  readonly trusted?: TrustedDocuments | undefined;
  /** The response cache's store, when RESPONSE_CACHE is on. */
  readonly cache?: ResponseStore | undefined;
}

/**
 * Every plugin of the gateway, in the order yoga runs them, each with what a prepared run does in its place
 * (gatewayPlugin.ts). The one list: yoga gets its plugins from it, and prepared runs their steps.
 */
export function gatewayPlugins({
  config,
  schema,
  prepared,
  extra,
  trusted,
  cache,
}: PluginDependencies): GatewayPlugin[] {
  const { limits } = config;
  const estimate = { maxCalls: limits.maxUpstreamCalls, costInExtensions: config.costInExtensions };
  const withCost = preparedCost(schema, estimate);
  return [
    // First: in `only` mode, a document that is not trusted is refused before anything else reads it; without a
    // manifest, a request naming one by id is told there is none.
    trusted ? trustedDocumentsPlugin(trusted) : noTrustedDocumentsPlugin(),
    // Before anything walks a document or the variables recursively: the response cache's key (JSON of the variables)
    // and GraphQL Armor's token limit, which counts tokens only while the recursive parser runs.
    {
      name: 'nesting limit',
      plugins: [useNestingLimit(limits.maxNesting)],
      prepared: { admits: (_, params) => tooDeepVariable(params.variables, limits.maxNesting) === undefined },
    },
    // The prepared run executes the query this plugin compiled (the cache is shared).
    { name: 'graphql-jit', plugins: [useCompiledExecution(prepared?.jitCache)], prepared: DECIDED_BY_THE_DOCUMENT },
    // After trusted documents, so that an answer is cached under the text of the document an id names; after
    // graphql-jit, whose execute function it wraps to see the records of what it caches (the last one set runs).
    // It answers from the cache before parsing and keys what it stores by its credentials' generations: prepared
    // runs are off while it is on (responseCachePlugin.ts), and yoga.handle runs its every hook; a trusted document's
    // kept answer is served before yoga runs (its `hits` step, storedAnswers.ts).
    ...(cache
      ? [responseCachePlugin(cache, { defaultTtlMs: config.responseCache.defaultTtlMs, schema, estimate })]
      : []),
    {
      name: 'jit error locations',
      plugins: [useJitErrorLocations()],
      prepared: { finishesErrors: (errors, operation) => withSourcePositions(errors, operation.source) },
    },
    // Browsers must preflight any request carrying a credential header, so requiring one of them (or yoga's own CSRF
    // header) on GET and multipart requests stops cross-site form and image tricks, uploads included. Prepared runs
    // take only JSON POSTs, which browsers always preflight.
    { name: 'preflight required', plugins: [usePreflightRequired(CSRF_HEADERS)], prepared: DECIDED_BY_THE_DOCUMENT },
    ...(config.introspection
      ? []
      : [{ name: 'introspection off', plugins: [useDisableIntrospection()], prepared: DECIDED_BY_THE_DOCUMENT }]),
    // Plain params (the only ones prepared runs take) have a string operationName or none.
    { name: 'operationName param', plugins: [useOperationNameParam()], prepared: DECIDED_BY_THE_DOCUMENT },
    {
      name: 'query limits',
      plugins: [...queryLimitPlugins(limits, config.fieldSuggestions), useKnownOperationTypes()],
      prepared: DECIDED_BY_THE_DOCUMENT,
    },
    {
      name: 'upstream-call estimate',
      plugins: [useUpstreamCallEstimate(estimate)],
      prepared: {
        admits: (operation, params) =>
          estimateFor(schema, operation.document, operation.name, params.variables) <= limits.maxUpstreamCalls,
        finishes: (result, operation, context) => withCost(result, operation.document, operation.name, context),
      },
      // A kept answer makes no upstream call, and was kept from a run of the same document and variables, which this
      // estimate admitted; its `extensions.cost` is the response cache's (responseCacheVisibility.ts).
      hits: NOTHING_ON_HITS,
    },
    // Both rework the errors of a result without data (variables that do not coerce): prepared runs hand those to yoga.
    {
      name: 'value errors',
      plugins: [useArgumentNamesInValueErrors(), useVariableErrorStatus()],
      prepared: DECIDED_BY_THE_DOCUMENT,
    },
    { name: 'request id in errors', plugins: [useRequestIdInErrors(config.fieldSuggestions)] },
    // An answer without data gets the code and status of docs/errors.md's table, whoever refused it.
    { name: 'request error status', plugins: [useRequestErrorStatus()] },
    // The one way the request summary is filled in: its onResultProcess hook runs on every answer, prepared or not.
    {
      name: 'request summary',
      plugins: [useRequestSummary()],
      prepared: {
        starts: (operation, { scope }) => preparedRequestSummary.starts(operation.description, scope),
        finishes: (result, _, { scope }) => preparedRequestSummary.finishes(result, scope),
      },
      // A kept answer is logged and counted under its operation, as a run would be.
      hits: { answered: (operation, { scope }) => preparedRequestSummary.starts(operation.description, scope) },
    },
    ...(prepared
      ? [{ name: 'prepared operations', plugins: [prepared.plugin()], prepared: DECIDED_BY_THE_DOCUMENT }]
      : []),
    ...extra,
    // Subscriptions (docs/live.md): each event finished as a single result is; a refusal before any stream (a request
    // error asked for as an event stream or multipart/mixed too) as JSON.
    // Prepared runs never answer a subscription.
    { name: 'live results', plugins: [useLiveResults(config.fieldSuggestions)], prepared: DECIDED_BY_THE_DOCUMENT },
    // Last, so that it sees every error in its final form.
    { name: 'credential scrubbing', plugins: [useCredentialScrubbing()] },
  ];
}
