import { ApolloLink } from '@apollo/client';
import { Client as UrqlClient, fetchExchange, subscriptionExchange } from '@urql/core';
import { print } from 'graphql';
import { type Client as SseClient, createClient } from 'graphql-sse';
import {
  Environment,
  type GraphQLResponse,
  Network,
  Observable as RelayObservable,
  RecordSource,
  Store,
} from 'relay-runtime';
import { Observable } from 'rxjs';

/**
 * The three clients' documented SSE set-ups, each over graphql-sse's `createClient` (the GraphQL over SSE protocol's
 * reference client, distinct connections mode as yoga serves it), with a sandbox account's key as a header. These are
 * the snippets of docs/live.md's "Clients" section.
 */

export function sseClient(gatewayUrl: string, accessKey: string): SseClient {
  return createClient({ url: `${gatewayUrl}/graphql`, headers: { AccessKey: accessKey }, singleConnection: false });
}

/** Apollo Client: a terminating link handing each operation to graphql-sse, as Apollo's docs show. */
export class SseLink extends ApolloLink {
  constructor(private readonly client: SseClient) {
    super();
  }

  override request(operation: ApolloLink.Operation): Observable<ApolloLink.Result> {
    return new Observable((sink) =>
      this.client.subscribe<Record<string, unknown>, Record<string, unknown>>(
        {
          operationName: operation.operationName,
          query: print(operation.query),
          variables: operation.variables,
          extensions: operation.extensions,
        },
        { next: (value) => sink.next(value), complete: () => sink.complete(), error: (error) => sink.error(error) },
      ),
    );
  }
}

/** urql: `subscriptionExchange` forwarding subscriptions to graphql-sse, as urql's docs show. */
export function urqlOverSse(gatewayUrl: string, client: SseClient): UrqlClient {
  return new UrqlClient({
    url: `${gatewayUrl}/graphql`,
    exchanges: [
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return { subscribe: (sink) => ({ unsubscribe: client.subscribe(input, sink) }) };
        },
      }),
      fetchExchange,
    ],
  });
}

/** Relay: `Network.create(fetchFn, subscribeFn)` with graphql-sse as the subscribe function, as Relay's docs show. */
export function relayOverSse(client: SseClient): Environment {
  const network = Network.create(
    () => Promise.reject(new Error('only subscriptions in this test')),
    (operation, variables) =>
      RelayObservable.create((sink) =>
        client.subscribe<Record<string, unknown>>(
          { operationName: operation.name, query: operation.text ?? '', variables },
          // graphql-sse may answer `data: null`; Relay's response type has no null.
          {
            next: (value) => sink.next({ ...value, data: value.data ?? undefined } as GraphQLResponse),
            error: sink.error,
            complete: sink.complete,
          },
        ),
      ),
  );
  return new Environment({ network, store: new Store(new RecordSource()) });
}
