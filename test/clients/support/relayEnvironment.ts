import {
  commitMutation,
  Environment,
  fetchQuery,
  Network,
  RecordSource,
  Store,
  type ConcreteRequest,
  type GraphQLResponse,
  type MutationParameters,
  type OperationType,
  type Variables,
} from 'relay-runtime';

/**
 * A relay-runtime environment as an app sets it up, whose network posts each operation's text to the gateway over
 * HTTP with a sandbox account's key. Reads and writes go through Relay's own normalizer, connection handler and
 * mutation directives; the store's records are then read as Relay keeps them.
 */

export interface RelayClient {
  readonly environment: Environment;
  /** Runs a compiled query and waits for its answer to be in the store. */
  query(request: ConcreteRequest, variables?: Variables): Promise<unknown>;
  /** Commits a compiled mutation (its @deleteRecord / @appendNode applied by Relay) and waits for it. */
  mutate(request: ConcreteRequest, variables: Variables): Promise<unknown>;
  /** The store's record of a data id, as Relay keeps it (`__id`, `__typename`, fields, `__ref`s). */
  record(dataId: string): Record<string, unknown> | null | undefined;
  /** Every record of the store of this type. */
  recordsOf(typeName: string): Record<string, unknown>[];
}

export function relayClient(gatewayUrl: string, accessKey: string): RelayClient {
  const network = Network.create(async (params, variables) => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', AccessKey: accessKey },
      body: JSON.stringify({ query: params.text, variables }),
    });
    return (await response.json()) as GraphQLResponse;
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const source = () => environment.getStore().getSource();
  return {
    environment,
    query: (request, variables = {}) =>
      fetchQuery<OperationType>(environment, request, variables, { fetchPolicy: 'network-only' }).toPromise(),
    mutate: (request, variables) =>
      new Promise((resolve, reject) => {
        commitMutation<MutationParameters>(environment, {
          mutation: request,
          variables,
          onCompleted: (response, errors) =>
            errors?.length ? reject(new Error(JSON.stringify(errors))) : resolve(response),
          onError: reject,
        });
      }),
    record: (dataId) => source().get(dataId) as Record<string, unknown> | null | undefined,
    recordsOf: (typeName) =>
      source()
        .getRecordIDs()
        .map((id) => source().get(id) as Record<string, unknown> | null | undefined)
        .filter((record): record is Record<string, unknown> => record?.['__typename'] === typeName),
  };
}
