import {
  Kind,
  getOperationAST,
  getVariableValues,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../request/context.js';
import { rebuilt } from './rebuildError.js';

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
          if ('errors' in result && result.errors?.length) setResult(withNamedVariables(result, args));
        },
      };
    },
    // A subscription's variables are coerced by its subscribe, which answers their errors as a single result.
    onSubscribe({ args }) {
      return {
        onSubscribeResult({ result, setResult }) {
          if ('errors' in result && result.errors?.length) setResult(withNamedVariables(result, args));
        },
      };
    },
  };
}

function withNamedVariables(result: ExecutionResult, args: ExecutionArgs): ExecutionResult {
  const errors = result.errors ?? [];
  const canonical = errors.some(isVariableError) ? variableErrors(args) : [];
  const chosen = canonical.length > 0 ? [...errors.filter((e) => !isVariableError(e)), ...canonical] : errors;
  const named = chosen.map((error) => {
    if (error.path) return error;
    // An invalid value, or a required one missing or null: the caller's input either way.
    const variable =
      /^Variable "\$(\w+)" (?:got invalid value|of required type .* was not provided|of non-null type .* must not be null)/.exec(
        error.message,
      )?.[1];
    return variable ? namedValueError(error, argumentUsing(args.document, variable, error.message)) : error;
  });
  return { ...result, errors: named };
}

function isVariableError(error: GraphQLError): boolean {
  return error.path === undefined && error.message.startsWith('Variable "$');
}

/**
 * The variable errors as graphql-js reports them. graphql-jit (see graphqlJit.ts) coerces variables itself and names an
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

/**
 * Names the argument in the error once: yoga's validation cache keeps the result this hook rewrote, and hands it to
 * the hook again on the next request of the same document.
 */
function namedValueError(error: GraphQLError, argument: string | undefined): GraphQLError {
  if (argument === undefined || error.extensions['argument'] !== undefined) return error;
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
