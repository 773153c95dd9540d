import type { Tracer } from '@opentelemetry/api';
import type { CORSOptions } from '@whatwg-node/server';
import type { GraphQLSchema } from 'graphql';
import type { Area } from '../areas/shared/area.js';
import type { Config } from '../config.js';
import type { GraphiqlExamples } from '../graphiql/options.js';
import type { Logger } from '../logging/logger.js';
import type { ResponseStore } from '../responseCache/store.js';
import { useOperationSpans } from '../plugins/operationSpans.js';
import { GraphqlExecutor } from './executor.js';
import { NOTHING_ON_HITS, PREPARED_RUNS_OFF, preparedPlanOf, type GatewayPlugin } from './gatewayPlugin.js';
import { HttpHooks } from './httpHooks.js';
import { gatewayPlugins } from './plugins.js';
import { PreparedOperations } from './preparedOperations.js';
import { PreparedRun } from './preparedRun.js';
import { hitPlanOf, StoredAnswers } from './storedAnswers.js';
import { FileVariables } from './fileVariables.js';
import { LargeArguments } from './largeArguments.js';
import { prepareTrustedDocuments } from './trustedAtStartUp.js';
import { loadTrustedDocuments } from '../trustedDocuments/manifest.js';
import { TrustedDocuments } from '../trustedDocuments/trustedDocuments.js';
import { checkYogaVersion, yogaBuiltInSteps } from './yogaAdapter.js';
import { createGatewayYoga, gatewayErrorMasking, type GatewayYoga } from './yoga.js';

export interface ExecutorOptions {
  readonly config: Config;
  readonly logger: Logger;
  readonly schema: GraphQLSchema;
  readonly cors: CORSOptions;
  readonly areas: readonly Area[];
  /** Plugins of the caller's, after the gateway's own (a test's). */
  readonly plugins?: readonly GatewayPlugin[] | undefined;
  /** OpenTelemetry tracer, when tracing is on: operation spans join the plugins. */
  readonly tracer?: Tracer | undefined;
  readonly graphiqlExamples?: GraphiqlExamples | undefined;
  readonly localGraphiql: boolean;
  /** The response cache's store, when RESPONSE_CACHE is on (redis/sharedState.ts). */
  readonly cache?: ResponseStore | undefined;
  /** false: every request through yoga.handle, yoga as it ships (the reference the differential test compares with). */
  readonly adapter?: boolean | undefined;
}

/** The manifest of TRUSTED_DOCUMENTS_FILE, read once at start-up; a bad one stops the start (TrustedDocumentsError). */
function trustedDocumentsOf(config: Config): TrustedDocuments | undefined {
  const { file, mode } = config.trustedDocuments;
  return file === null ? undefined : new TrustedDocuments(mode, loadTrustedDocuments(file));
}

/**
 * The executor and its yoga, built once at start-up from the one plugin list. Every hook of every plugin is planned
 * (gatewayPlugin.ts): a hook prepared runs would skip stops the start (StartUpPlanError, naming the plugin and the
 * hook); a plugin that declares PREPARED_RUNS_OFF turns them off for the process, and the start-up log says which.
 */
export function createExecutor(options: ExecutorOptions): GraphqlExecutor {
  const { config, logger, schema } = options;
  // Operation spans open when execution starts and must be open while resolvers call bunny.net: yoga.handle runs them.
  // A kept answer (storedAnswers.ts) has no execution, so no operation span, as yoga's own cache hits have none.
  const spans: GatewayPlugin = {
    name: 'operation spans',
    plugins: [useOperationSpans()],
    prepared: PREPARED_RUNS_OFF,
    hits: NOTHING_ON_HITS,
  };
  const extra = [...(options.tracer ? [spans] : []), ...(options.plugins ?? [])];
  const trusted = trustedDocumentsOf(config);
  let operations = options.adapter !== false ? new PreparedOperations() : undefined;
  const { cache } = options;
  let plugins = gatewayPlugins({ config, schema, prepared: operations, extra, trusted, cache });
  const plan = preparedPlanOf(plugins);
  if (!plan.on && operations) {
    logger.info(
      { preparedRuns: 'off', offBy: plan.offBy },
      'prepared runs are off: plugins whose hooks only yoga.handle runs',
    );
    operations = undefined;
    plugins = gatewayPlugins({ config, schema, prepared: undefined, extra, trusted, cache });
  }
  // yoga gets the plugins with their onRequest hooks wrapped to run once per request (httpHooks.ts).
  let fetchAPI: GatewayYoga['fetchAPI'] | undefined;
  const http = new HttpHooks(plugins, () => fetchAPI as GatewayYoga['fetchAPI']);
  const yoga = createGatewayYoga({ ...options, plugins: http.plugins, localGraphiql: options.localGraphiql });
  checkYogaVersion(yoga);
  fetchAPI = yoga.fetchAPI;
  const hits = trusted && options.adapter !== false ? storedAnswersOf(plugins, operations, logger) : undefined;
  if (trusted) prepareTrustedDocuments(trusted, yoga, config, operations ?? hits?.operations);
  const maskError = gatewayErrorMasking(logger);
  const steps = plan.on ? [...plan.steps, ...yogaBuiltInSteps(maskError)] : [];
  const prepared = operations && { operations, run: new PreparedRun(steps) };
  const largeArguments = new LargeArguments(schema, config.limits, (params) => trusted?.resolved(params)?.query);
  const fileVariables = new FileVariables(schema, config.limits);
  return new GraphqlExecutor(yoga, maskError, prepared, largeArguments, fileVariables, http, hits?.answers);
}

/**
 * Kept answers of trusted documents, answered before any run (storedAnswers.ts), when a plugin keeps answers and the
 * plan allows it; with prepared runs off, the trusted documents are prepared for these hits alone.
 */
function storedAnswersOf(
  plugins: readonly GatewayPlugin[],
  prepared: PreparedOperations | undefined,
  logger: Logger,
): { answers: StoredAnswers; operations: PreparedOperations } | undefined {
  const plan = hitPlanOf(plugins);
  if (!plan.on) {
    if (plan.offBy.length > 0)
      logger.info({ keptAnswerHits: 'off', offBy: plan.offBy }, "trusted documents' cache hits run through yoga");
    return undefined;
  }
  const operations = prepared ?? new PreparedOperations();
  return { answers: new StoredAnswers(plan, operations), operations };
}
