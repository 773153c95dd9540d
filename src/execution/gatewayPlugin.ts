import type { ExecutionResult, GraphQLError } from 'graphql';
import type { GraphQLParams, Plugin, YogaServerOptions } from 'graphql-yoga';
import type { GatewayContext, ServerContext } from '../request/context.js';
import type { PreparedOperation } from './preparedOperations.js';

/**
 * The gateway's plugins are declared once, as descriptors (plugins.ts): the plugin yoga runs, and what a prepared
 * run (preparedRun.ts) does in place of the hooks it does not run itself. Every hook of every registered plugin is a
 * declared step of the one engine, checked at start-up (`preparedPlanOf`):
 * - set-up hooks (`SET_UP_HOOKS`) run once, when yoga is built, whatever answers the requests;
 * - `onRequest`, `onResponse` and `onResultProcess` (`RUN_HOOKS`) run on every request, prepared runs included
 *   (httpHooks.ts, executor.ts);
 * - the hooks yoga runs between reading a request and processing its result (`OPERATION_HOOKS`) need the plugin's
 *   prepared step, which a prepared run does in their place;
 * - anything else (`instrumentation`, which wraps yoga's and envelop's own phases) runs only on yoga.handle: such a
 *   plugin declares `PREPARED_RUNS_OFF`, and every request then goes through yoga as it ships.
 * A plugin with a hook none of these covers stops the start, naming the plugin and the hook.
 *
 * A kept answer (a response-cache hit of a trusted document) is answered before any operation hook, by the plugin
 * that keeps answers (its `hits` step, `answer`), with every run hook (onRequest, onResultProcess, onResponse) run on
 * it as on any answer; each other plugin's operation hooks are honoured by its `hits` step or, without one, by the
 * `params` and `admits` of its prepared step; a plugin that turns prepared runs off without a `hits` step turns these
 * hits off too (storedAnswers.ts plans them at start-up).
 */

/** Run once by yoga as it is built (or disposed), for every request alike. */
export const SET_UP_HOOKS = ['onPluginInit', 'onYogaInit', 'onSchemaChange', 'onDispose'] as const;

/** Run on every request by prepared runs as by yoga.handle. */
export const RUN_HOOKS = ['onRequest', 'onResponse', 'onResultProcess'] as const;

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
 * What a plugin does when a kept answer is served for a document known in advance (a trusted document), in place of
 * its operation hooks: nothing is parsed, validated or executed (storedAnswers.ts). `params` and `admits` as in
 * PreparedStep; undefined members do nothing.
 */
export interface HitStep extends Pick<PreparedStep, 'params' | 'admits'> {
  /**
   * The answer kept for the request, or undefined (the request then runs as any other): declared by the one plugin
   * that keeps answers. The context is the one a run would get.
   */
  answer?(operation: PreparedOperation, context: GatewayContext): Promise<ExecutionResult | undefined>;
  /** A kept answer is about to be processed: what the plugin records of an operation answered without a run. */
  answered?(operation: PreparedOperation, context: GatewayContext): void;
}

/** The hits step of a plugin whose hooks only concern a run (parsing, execution): a hit has none, so nothing runs. */
export const NOTHING_ON_HITS: HitStep = Object.freeze({});

/**
 * The step of a plugin whose operation hooks decide from the document alone (validation rules, parse limits), or
 * only on results a prepared run never keeps (one without data goes back to yoga): they ran when yoga first
 * executed the document, and would decide the same again.
 */
export const DECIDED_BY_THE_DOCUMENT: PreparedStep = Object.freeze({});

/**
 * Declared by a plugin whose hooks only yoga.handle runs (`instrumentation`), or that must see every request's
 * operation (the response cache answers before parsing): prepared runs are off while it is registered, every request
 * goes through yoga.handle, and the start-up log names it.
 */
export const PREPARED_RUNS_OFF = 'off' as const;

/** Any plugin yoga takes: the gateway's own (typed by its context), envelop's and GraphQL Armor's. */
export type YogaPlugin = NonNullable<YogaServerOptions<ServerContext, Record<string, never>>['plugins']>[number];

export interface GatewayPlugin {
  /** Named in the start-up line when it turns prepared runs off, and in the error when it stops the start. */
  readonly name: string;
  readonly plugins: readonly YogaPlugin[];
  /**
   * How a prepared run honours its operation hooks, or `PREPARED_RUNS_OFF`; absent, a plugin with an operation hook
   * stops the start.
   */
  readonly prepared?: PreparedStep | typeof PREPARED_RUNS_OFF;
  /** What it does on a kept answer's hit (above); absent, its prepared step's `params` and `admits`. */
  readonly hits?: HitStep;
}

/** A plugin handed to yoga as it is: accepted only if prepared runs run all its hooks (see above). */
export function plainPlugin(name: string, plugin: Plugin<GatewayContext>): GatewayPlugin {
  return { name, plugins: [plugin] };
}

/** A plugin has a hook the one engine does not run on prepared runs, and no declaration of what to do instead. */
export class StartUpPlanError extends Error {
  override readonly name = 'StartUpPlanError';
}

/** The prepared runs' steps, in the plugins' order, or the plugins that turn prepared runs off. */
export type PreparedPlan =
  | { readonly on: true; readonly steps: readonly PreparedStep[] }
  | { readonly on: false; readonly offBy: readonly string[] };

/** The plan of the registered plugins; throws StartUpPlanError naming every plugin and hook nothing would run. */
export function preparedPlanOf(plugins: readonly GatewayPlugin[]): PreparedPlan {
  const unrun = plugins.flatMap(unrunHooks);
  if (unrun.length > 0)
    throw new StartUpPlanError(
      `${unrun.join('; ')}: prepared runs would skip these hooks. Give the plugin a prepared step for its operation ` +
        'hooks, or declare prepared: PREPARED_RUNS_OFF (execution/gatewayPlugin.ts) so that yoga.handle answers every request.',
    );
  const offBy = plugins.flatMap((plugin) => (plugin.prepared === PREPARED_RUNS_OFF ? [plugin.name] : []));
  if (offBy.length > 0) return { on: false, offBy };
  return {
    on: true,
    steps: plugins.flatMap((plugin) => (typeof plugin.prepared === 'object' ? [plugin.prepared] : [])),
  };
}

const SET_UP: readonly string[] = SET_UP_HOOKS;
const RUN: readonly string[] = RUN_HOOKS;
const OPERATION: readonly string[] = OPERATION_HOOKS;

/** `plugin "name" has onExecute, instrumentation` for the hooks of a plugin that nothing would run; else nothing. */
function unrunHooks(plugin: GatewayPlugin): string[] {
  if (plugin.prepared === PREPARED_RUNS_OFF) return [];
  const stepped = plugin.prepared !== undefined;
  const hooks = plugin.plugins.flatMap(hooksOf).filter((hook) => {
    if (SET_UP.includes(hook) || RUN.includes(hook)) return false;
    return !(stepped && OPERATION.includes(hook));
  });
  return hooks.length === 0 ? [] : [`plugin "${plugin.name}" has ${[...new Set(hooks)].join(', ')}`];
}

/** Every property of a plugin is a hook (envelop's, yoga's or @whatwg-node/server's): unknown ones count too. */
function hooksOf(plugin: YogaPlugin): string[] {
  if (typeof plugin !== 'object' || plugin === null) return [];
  return Object.keys(plugin).filter((key) => (plugin as Record<string, unknown>)[key] !== undefined);
}
