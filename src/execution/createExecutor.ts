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
import { plainPlugin, preparedPlanOf, type GatewayPlugin } from './gatewayPlugin.js';
import { gatewayPlugins } from './plugins.js';
import { PreparedOperations } from './preparedOperations.js';
import { PreparedRun } from './preparedRun.js';
import { prepareTrustedDocuments } from './trustedAtStartUp.js';
import { loadTrustedDocuments } from '../trustedDocuments/manifest.js';
import { TrustedDocuments } from '../trustedDocuments/trustedDocuments.js';
import { checkYogaVersion, yogaBuiltInSteps } from './yogaAdapter.js';
import { createGatewayYoga, gatewayErrorMasking } from './yoga.js';

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

/**
 * The executor and its yoga, built once at start-up from the one plugin list. Prepared runs are on unless a plugin
 * has operation hooks they cannot honour: then they are off for the process, and the start-up log says which.
 */
/** The manifest of TRUSTED_DOCUMENTS_FILE, read once at start-up; a bad one stops the start (TrustedDocumentsError). */
function trustedDocumentsOf(config: Config): TrustedDocuments | undefined {
  const { file, mode } = config.trustedDocuments;
  return file === null ? undefined : new TrustedDocuments(mode, loadTrustedDocuments(file));
}

export function createExecutor(options: ExecutorOptions): GraphqlExecutor {
  const { config, logger, schema } = options;
  const extra = [
    ...(options.tracer ? [plainPlugin('operation spans', useOperationSpans())] : []),
    ...(options.plugins ?? []),
  ];
  const wanted = options.adapter !== false;
  const trusted = trustedDocumentsOf(config);
  let operations = wanted ? new PreparedOperations() : undefined;
  const { cache } = options;
  let plugins = gatewayPlugins({ config, schema, prepared: operations, extra, trusted, cache });
  const plan = preparedPlanOf(plugins);
  if (!plan.on && operations) {
    logger.info(
      { preparedRuns: 'off', blockedBy: plan.blockedBy },
      'prepared runs are off: plugins with operation hooks they cannot honour',
    );
    operations = undefined;
    plugins = gatewayPlugins({ config, schema, prepared: undefined, extra, trusted, cache });
  }
  const yoga = createGatewayYoga({ ...options, plugins, localGraphiql: options.localGraphiql, trusted });
  checkYogaVersion(yoga);
  if (trusted) prepareTrustedDocuments(trusted, yoga, config, operations);
  const maskError = gatewayErrorMasking(logger);
  const steps = plan.on ? [...plan.steps, ...yogaBuiltInSteps(maskError)] : [];
  const prepared = operations && { operations, run: new PreparedRun(steps) };
  return new GraphqlExecutor(yoga, maskError, prepared, wanted);
}
