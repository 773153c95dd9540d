import { parse } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { COST_HEADER } from '../plugins/cost/costExtension.js';
import type { GatewayContext } from '../request/context.js';
import { estimateFor } from '../plugins/upstreamCallEstimate.js';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { EstimateOptions } from '../plugins/upstreamCallEstimate.js';

/** What the response cache learnt of a request before it ran: the generations it read under, the operation. */
export interface Observation {
  /** The generations of its credentials, or undefined when the cache was passed by. */
  readonly generation: string | undefined;
  readonly documentString: string;
  readonly operationName: string | undefined;
  readonly variableValues: { readonly [name: string]: unknown } | undefined;
  /** A mutation: it passes the cache by. */
  write?: boolean;
}

/** What the cost of a hit is worked out with. */
export interface CostOfHits {
  readonly schema: GraphQLSchema;
  readonly estimate: EstimateOptions;
}

/** Where a hit's stored time travels with its result (a symbol: never serialised). */
export const STORED_AT = Symbol('bunny-gateway.response-cache.storedAt');

/** Headers yoga's response-cache plugin adds that the gateway does not keep (its If-None-Match answer is off). */
const DROPPED_HEADERS = new Set(['etag', 'last-modified']);

/**
 * What an operator sees of the cache on each answer: `x-cache: HIT` (with `age`, in seconds, as HTTP caches say it),
 * `MISS` (read from bunny.net, stored if it had no errors) or `BYPASS` (a write, or a read while its credential is
 * written through or the store cannot vouch for an answer); a hit keeps `extensions.cost`, with 0 upstream calls.
 */
export class CacheVisibility {
  /** The documents hits were costed for, parsed once each (a bounded few: cleared when full). */
  private readonly documents = new Map<string, DocumentNode>();

  constructor(
    private readonly options: CostOfHits,
    private readonly observed: (request: Request) => Observation | undefined,
  ) {}

  plugin(): Plugin<GatewayContext> {
    return {
      onResultProcess: ({ request, result, setResult }) => {
        if (Array.isArray(result) || isAsyncIterable(result)) return;
        const observation = this.observed(request);
        const storedAt = (result as { [STORED_AT]?: number })[STORED_AT];
        const hit = typeof storedAt === 'number';
        const state = hit ? 'HIT' : observation?.generation !== undefined && !observation.write ? 'MISS' : 'BYPASS';
        const kept = Object.entries(result.extensions?.http?.headers ?? {}).filter(
          ([name]) => !DROPPED_HEADERS.has(name.toLowerCase()),
        );
        const headers: Record<string, string> = { ...Object.fromEntries(kept), 'x-cache': state };
        if (hit) headers['age'] = String(Math.max(0, Math.floor((Date.now() - storedAt) / 1000)));
        const cost = hit && observation && this.reportsCost(request) ? { cost: this.hitCost(observation) } : {};
        setResult({
          ...result,
          extensions: { ...result.extensions, ...cost, http: { ...result.extensions?.http, headers } },
        });
      },
    };
  }

  private reportsCost(request: Request): boolean {
    return this.options.estimate.costInExtensions || request.headers.get(COST_HEADER)?.trim().toLowerCase() === 'true';
  }

  /** A hit's `extensions.cost`: what a run would have been estimated at, and the 0 calls it made. */
  private hitCost({ documentString, operationName, variableValues }: Observation) {
    const budget = this.options.estimate.maxCalls;
    try {
      const document = this.parsed(documentString);
      return {
        estimated: estimateFor(this.options.schema, document, operationName, variableValues),
        actual: 0,
        budget,
      };
    } catch {
      return { estimated: 0, actual: 0, budget };
    }
  }

  /** A hit that reports its cost parses its document once, not once per hit. */
  private parsed(documentString: string): DocumentNode {
    const known = this.documents.get(documentString);
    if (known) return known;
    if (this.documents.size >= PARSED_DOCUMENTS) this.documents.clear();
    const document = parse(documentString);
    this.documents.set(documentString, document);
    return document;
  }
}

/** How many costed documents are kept parsed: a gateway's callers send a few dozen distinct reads. */
const PARSED_DOCUMENTS = 256;
