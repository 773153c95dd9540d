import type { Area } from '../areas/shared/area.js';
import { scopeClassFor, type RequestScope, type ScopeClass, type ScopeDependencies } from '../request/scope.js';
import { NodeCaller } from './nodeCaller.js';
import type { Exchange } from './router.js';

/** Makes each request's one scope (request/scope.ts), for the GraphQL route and the download routes alike. */
export class Scopes {
  private readonly Scope: ScopeClass;

  constructor(
    private readonly deps: ScopeDependencies,
    areas: readonly Area[],
  ) {
    this.Scope = scopeClassFor(areas);
  }

  /** A GraphQL request's: its upstream calls share the request deadline. */
  graphql(exchange: Exchange): RequestScope {
    return this.of(exchange, this.deps.config.timeouts.requestDeadlineMs);
  }

  /** A download's: its body may stream for longer than any request deadline. */
  download(exchange: Exchange): RequestScope {
    return this.of(exchange, null);
  }

  private of({ headers, res, requestId, summary, secrets }: Exchange, deadlineMs: number | null): RequestScope {
    return new this.Scope(
      this.deps,
      { headers, caller: new NodeCaller(res) },
      { requestId, summary, secrets, deadlineMs },
    );
  }
}
