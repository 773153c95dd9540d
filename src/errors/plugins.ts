import {
  GraphQLError,
  Kind,
  getOperationAST,
  getVariableValues,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type SourceLocation,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext, ServerContext } from '../context.js';

/**
 * The last touches on every error a caller sees, as yoga plugins: the request id everywhere, no name
 * suggestions, and invalid argument values reported like the gateway's own validation.
 */

/**
 * Adds the request id to every error the caller sees (execution errors, masked gateway bugs, validation and
 * query-limit errors, CSRF and HTTP-level refusals alike) and hides every name suggestion. It runs when the result
 * is turned into a response, after yoga's masking, so nothing can drop or bypass it.
 */
export function useRequestIdInErrors(): Plugin<GatewayContext> {
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = (serverContext as Partial<ServerContext>).requestId;
      if (isAsyncIterable(result)) return;
      const tag = (one: ExecutionResult): ExecutionResult =>
        one.errors?.length
          ? { ...one, errors: one.errors.map((error) => withRequestId(withoutSuggestions(error), requestId)) }
          : one;
      setResult(Array.isArray(result) ? result.map(tag) : tag(result as ExecutionResult));
    },
  };
}

/**
 * GraphQL Armor hides `Did you mean "x"?` in validation errors only. graphql-js also suggests enum values
 * (`Did you mean the enum value "X"?`) and input fields of variables during execution; every error passes here last.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

function withoutSuggestions(error: GraphQLError): GraphQLError {
  if (!error.message.includes('Did you mean ')) return error;
  const message = error.message.replace(SUGGESTION, ' [Suggestion hidden]').trim();
  if (!(error instanceof GraphQLError)) return { ...(error as object), message } as unknown as GraphQLError;
  return rebuilt(error, message, { ...error.extensions });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

function withRequestId(error: GraphQLError, requestId: string | undefined): GraphQLError {
  return requestId === undefined ? error : withExtension(error, 'requestId', requestId);
}

function withExtension(error: GraphQLError, key: string, value: unknown): GraphQLError {
  if (!(error instanceof GraphQLError)) {
    const plain = error as { extensions?: Record<string, unknown> };
    return { ...plain, extensions: { ...plain.extensions, [key]: value } } as unknown as GraphQLError;
  }
  return rebuilt(error, error.message, { ...error.extensions, [key]: value });
}

function rebuilt(error: GraphQLError, message: string, extensions: Record<string, unknown>): GraphQLError {
  const copy = new GraphQLError(message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
  return copy;
}

/**
 * A value that does not fit its argument (a literal such as `date: "2026-02-30"`, or a variable of the wrong
 * shape) is reported by graphql-js without saying which argument it was for. This names it, the same way the
 * gateway's own checks do: `extensions.code` BAD_USER_INPUT and `extensions.argument`.
 */
export function useArgumentNamesInValueErrors(): Plugin<GatewayContext> {
  return {
    onValidate({ params }) {
      return ({ result, setResult }) => {
        if (result.length === 0) return;
        setResult(result.map((error) => namedValueError(error, argumentAt(params.documentAST, error.positions?.[0]))));
      };
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const canonical = result.errors.some(isVariableError) ? variableErrors(args) : [];
          const errors =
            canonical.length > 0 ? [...result.errors.filter((e) => !isVariableError(e)), ...canonical] : result.errors;
          const named = errors.map((error) => {
            if (error.path) return error;
            // An invalid value, or a required one missing or null: the caller's input either way.
            const variable =
              /^Variable "\$(\w+)" (?:got invalid value|of required type .* was not provided|of non-null type .* must not be null)/.exec(
                error.message,
              )?.[1];
            return variable ? namedValueError(error, argumentUsing(args.document, variable, error.message)) : error;
          });
          setResult({ ...result, errors: named });
        },
      };
    },
  };
}

/**
 * GraphQL Armor reports its limits (depth, aliases, directives, cost) as validation errors without a code and with
 * a misleading "Syntax Error:" prefix, and yoga then answers 200. They get the code and status of every other
 * invalid document: GRAPHQL_VALIDATION_FAILED, HTTP 400.
 */
export function useQueryLimitErrors(): Plugin<GatewayContext> {
  return {
    onValidate() {
      return ({ result, setResult }) => {
        if (!result.some((error) => error.extensions?.['code'] === undefined)) return;
        setResult(
          result.map((error) =>
            error.extensions?.['code'] !== undefined
              ? error
              : rebuilt(error, error.message.replace(/^Syntax Error: /, ''), {
                  ...error.extensions,
                  code: 'GRAPHQL_VALIDATION_FAILED',
                  http: { status: 400 },
                }),
          ),
        );
      };
    },
  };
}

/**
 * graphql-jit's execution errors carry `locations` but not the source and positions they come from, and yoga
 * rebuilds every error from those when it serialises the response, which drops the locations. This gives each such
 * error its source and positions back, from the executed document.
 */
export function useJitErrorLocations(): Plugin<GatewayContext> {
  return {
    onExecute({ args }) {
      const source = args.document.loc?.source;
      return {
        onExecuteDone({ result, setResult }) {
          if (
            !source ||
            !('errors' in result) ||
            !result.errors?.some((error) => error.positions === undefined && error.locations)
          )
            return;
          const errors = result.errors.map((error) => {
            if (error.positions !== undefined || !error.locations) return error;
            const positions = error.locations.map((location: SourceLocation) =>
              positionOf(source.body, location.line, location.column),
            );
            return new GraphQLError(error.message, {
              source,
              positions,
              path: error.path,
              originalError: error.originalError,
              extensions: error.extensions,
            });
          });
          setResult({ ...result, errors });
        },
      };
    },
  };
}

/** The character offset of a 1-based line and column. */
function positionOf(body: string, line: number, column: number): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) {
    const next = body.indexOf('\n', offset);
    if (next === -1) break;
    offset = next + 1;
  }
  return offset + column - 1;
}

function isVariableError(error: GraphQLError): boolean {
  return error.path === undefined && error.message.startsWith('Variable "$');
}

/**
 * The variable errors as graphql-js reports them. graphql-jit (see yoga.ts) coerces variables itself and names an
 * invalid value inside a list or input object after its field, as if it were a variable (`Variable "$field"`), with
 * no path; graphql-js says which variable and where (`at "filters[1].field"`). Only on the error path.
 */
function variableErrors(args: ExecutionArgs): readonly GraphQLError[] {
  const operation = getOperationAST(args.document, args.operationName);
  const coerced = getVariableValues(args.schema, operation?.variableDefinitions ?? [], args.variableValues ?? {}, {
    maxErrors: 50,
  });
  return coerced.errors ?? [];
}

function namedValueError(error: GraphQLError, argument: string | undefined): GraphQLError {
  if (argument === undefined) return error;
  return rebuilt(error, `Invalid value for argument "${argument}": ${error.message}`, {
    ...error.extensions,
    code: 'BAD_USER_INPUT',
    argument,
  });
}

/**
 * The argument whose value holds the source position, down to the input field and list index, as the gateway's own
 * checks name it: `input.cdn.pullZoneId`, `filters[0].field`.
 */
function argumentAt(document: DocumentNode, position: number | undefined): string | undefined {
  if (position === undefined) return undefined;
  const inside = (node: { loc?: { start: number; end: number } | undefined }) =>
    node.loc !== undefined && node.loc.start <= position && position < node.loc.end;
  const path: string[] = [];
  let found: string | undefined;
  const enterNamed = (name: string) => {
    path.push(name);
    found = argumentPath(path);
  };
  const leave = () => {
    path.pop();
  };
  visit(document, {
    Argument: {
      enter: (node) => (inside(node.value) ? enterNamed(node.name.value) : false),
      leave,
    },
    ObjectField: {
      enter: (node) => (path.length > 0 && inside(node) ? enterNamed(node.name.value) : false),
      leave,
    },
    ListValue: {
      enter(node) {
        const index = node.values.findIndex(inside);
        return path.length > 0 && index >= 0 ? enterNamed(`[${index}]`) : false;
      },
      leave,
    },
  });
  return found;
}

/** Joins names with dots and list indexes without: `filters`, `[0]`, `field` -> `filters[0].field`. */
function argumentPath(segments: readonly string[]): string {
  return segments.reduce(
    (joined, segment) => (joined === '' || segment.startsWith('[') ? joined + segment : `${joined}.${segment}`),
    '',
  );
}

/**
 * The first argument whose value is, or contains, the variable. When the value is the variable itself, the path
 * graphql-js reports inside it (`at "f[0].field"`) is kept: `filters[0].field`.
 */
function argumentUsing(document: DocumentNode, variable: string, message: string): string | undefined {
  let found: string | undefined;
  visit(document, {
    Argument(node) {
      if (found !== undefined) return false;
      if (node.value.kind === Kind.VARIABLE && node.value.name.value === variable) {
        const inner = new RegExp(`at "${variable}((?:\\[\\d+\\]|\\.\\w+)*)"`).exec(message)?.[1] ?? '';
        found = node.name.value + inner;
        return false;
      }
      visit(node.value, {
        Variable(v) {
          if (v.name.value === variable) found ??= node.name.value;
        },
      });
      return undefined;
    },
  });
  return found;
}
