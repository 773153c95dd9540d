import type { ExecutionResult, GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin, YogaServerOptions } from 'graphql-yoga';
import type { GatewayContext, ServerContext } from '../request/context.js';
import type { PreparedOperation } from './preparedOperations.js';

/**
 * The gateway's plugins are declared once, as descriptors (plugins.ts): the plugin yoga runs, and what a prepared
 * run (preparedRun.ts) does in place of its operation hooks. A prepared run answers a document yoga has executed
 * before without the hooks yoga runs between reading a request and processing its result, so every plugin with
 * such a hook must say how the prepared run honours it; one that does not turns prepared runs off for the process
 * (logged at start-up), so that its hooks run on every request.
 */

/** The hooks yoga runs for each request between reading its body and processing its result: what prepared runs skip. */
export const OPERATION_HOOKS = [
  'onRequestParse',
  'onParams',
  'onParse',
  'onValidate',
  'onContextBuilding',
  'onExecute',
  'onSubscribe',
  'onExecutionResult',
  'onEnveloped',
] as const;

/** What a prepared run does, per request, in place of a plugin's operation hooks. */
export interface PreparedStep {
  /**
   * What the plugin's onParams makes of the request's params (a trusted document's text for its id), before the
   * prepared document is looked up; undefined hands the request to yoga.
   */
  params?(params: GraphQLParams): GraphQLParams | undefined;
  /** Before the run: false hands the request to yoga, which then runs the hooks (and words any refusal) itself. */
  admits?(operation: PreparedOperation, params: GraphQLParams): boolean;
  /** As the run starts, with its context: what the plugin's onExecute records. */
  starts?(operation: PreparedOperation, context: GatewayContext): void;
  /** The result's errors, finished as the plugin's onExecuteDone finishes them. */
  finishesErrors?(errors: readonly GraphQLError[], operation: PreparedOperation): GraphQLError[];
  /** The whole result, finished as the plugin's onExecuteDone sets it (after every step's `finishesErrors`). */
  finishes?(result: ExecutionResult, operation: PreparedOperation, context: GatewayContext): ExecutionResult;
}

/**
 * The step of a plugin whose operation hooks decide from the document alone (validation rules, parse limits), or
 * only on results a prepared run never keeps (one without data goes back to yoga): they ran when yoga first
 * executed the document, and would decide the same again.
 */
export const DECIDED_BY_THE_DOCUMENT: PreparedStep = Object.freeze({});

/** Any plugin yoga takes: the gateway's own (typed by its context), envelop's and GraphQL Armor's. */
export type YogaPlugin = NonNullable<YogaServerOptions<ServerContext, Record<string, never>>['plugins']>[number];

export interface GatewayPlugin {
  /** Named in the start-up line when it turns prepared runs off. */
  readonly name: string;
  readonly plugins: readonly YogaPlugin[];
  /** How a prepared run honours its operation hooks; absent, a plugin with such hooks turns prepared runs off. */
  readonly prepared?: PreparedStep;
}

/** A plugin handed to yoga as it is: prepared runs honour it only if it has no operation hooks. */
export function plainPlugin(name: string, plugin: Plugin<GatewayContext>): GatewayPlugin {
  return { name, plugins: [plugin] };
}

/** The prepared runs' steps, in the plugins' order, or the plugins that keep prepared runs off and their hooks. */
export type PreparedPlan =
  | { readonly on: true; readonly steps: readonly PreparedStep[] }
  | { readonly on: false; readonly blockedBy: readonly string[] };

export function preparedPlanOf(plugins: readonly GatewayPlugin[]): PreparedPlan {
  const blockedBy = plugins.flatMap((plugin) => {
    const hooks = plugin.plugins.flatMap(operationHooksOf);
    return plugin.prepared === undefined && hooks.length > 0 ? [`${plugin.name} (${hooks.join(', ')})`] : [];
  });
  if (blockedBy.length > 0) return { on: false, blockedBy };
  return { on: true, steps: plugins.flatMap((plugin) => (plugin.prepared ? [plugin.prepared] : [])) };
}

function operationHooksOf(plugin: YogaPlugin): string[] {
  return OPERATION_HOOKS.filter((hook) => typeof plugin === 'object' && plugin !== null && hook in plugin);
}
