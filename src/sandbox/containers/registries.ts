import { PUBLIC_REGISTRY_HOSTS } from './catalog.js';
import type { ContainerRegistry } from './state.js';
import { errorDetails } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { isJsonObject, parseJsonObject, type JsonObject } from '../core/json.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * The account's private registries (magic-containers-api.json, under /mc/registries). bunny.net answers a refused
 * save or deletion as data (200 with a status); a registry's password is kept to sign in and never answered, though
 * bunny.net answers its first and last characters, which the gateway leaves out.
 */

const HOST_BY_TYPE: Record<string, string> = {
  dockerHub: PUBLIC_REGISTRY_HOSTS.dockerhub,
  gitHub: PUBLIC_REGISTRY_HOSTS.github,
  bunnyRegistry: 'registry.bunny.net',
};

/** A password shorter than this does not sign in: the sandbox's stand-in for a registry refusing credentials. */
const MIN_WORKING_PASSWORD = 8;

function registryRecord(registry: ContainerRegistry): Record<string, unknown> {
  return {
    id: registry.id,
    namespaceId: `ns-${registry.id}`,
    displayName: registry.displayName,
    hostName: registry.hostName,
    userName: registry.userName,
    firstPasswordSymbols: registry.password?.slice(0, 2) ?? null,
    lastPasswordSymbols: registry.password?.slice(-2) ?? null,
    createdAt: registry.createdAt.toISOString(),
    isPublic: false,
    isPlatformManaged: false,
    lastUpdatedAt: registry.lastUpdatedAt?.toISOString() ?? null,
  };
}

/** GET /mc/registries: every private registry. */
export function listRegistries(context: HandlerContext): Reply {
  const items = [...context.account.containerAccount.registries.values()].map(registryRecord);
  return json(200, { items, meta: { totalItems: items.length }, cursor: null });
}

function registryOf(context: HandlerContext): ContainerRegistry | Reply {
  const registryId = Number(stringParam(context, 'registryId'));
  const registry = context.account.containerAccount.registries.get(registryId);
  return registry ?? errorDetails(404, `Registry ${registryId} was not found.`, context.path);
}

const isRegistry = (value: ContainerRegistry | Reply): value is ContainerRegistry => 'hostName' in value;

/** GET /mc/registries/{registryId}. */
export function getRegistry(context: HandlerContext): Reply {
  const registry = registryOf(context);
  return isRegistry(registry) ? json(200, registryRecord(registry)) : registry;
}

type Checked = { displayName: string; type?: string; credentials?: { userName: string; password: string } };

/** A ContainerRegistryRequest, or the 400 that says what is wrong. */
function registryRequest(context: HandlerContext): Checked | Reply {
  const body = parseJsonObject(context.body);
  const { displayName, type, passwordCredentials: credentials } = body ?? {};
  const errors = [
    ...(typeof displayName === 'string' && displayName.length >= 1 && displayName.length <= 50
      ? []
      : [{ field: 'displayName', message: 'The displayName is 1 to 50 characters.' }]),
    ...(type === undefined || (typeof type === 'string' && type in HOST_BY_TYPE)
      ? []
      : [{ field: 'type', message: 'The type is dockerHub, gitHub or bunnyRegistry.' }]),
    ...(credentials === undefined || validCredentials(credentials)
      ? []
      : [{ field: 'passwordCredentials', message: 'The userName and password are required.' }]),
  ];
  if (!body || errors.length > 0) return errorDetails(400, 'The registry is invalid.', context.path, errors);
  return {
    displayName: String(displayName),
    ...(typeof type === 'string' && { type }),
    ...(validCredentials(credentials) && { credentials }),
  };
}

function validCredentials(value: unknown): value is { userName: string; password: string } {
  return (
    isJsonObject(value) &&
    typeof value.userName === 'string' &&
    value.userName !== '' &&
    typeof value.password === 'string' &&
    value.password !== ''
  );
}

const isChecked = (value: Checked | Reply): value is Checked => 'displayName' in value;

/** Saves a checked request into `registry`, unless its credentials do not sign in (answered as data). */
function save(context: HandlerContext, request: Checked, registry: ContainerRegistry): Reply {
  if (request.credentials && request.credentials.password.length < MIN_WORKING_PASSWORD)
    return json(200, { status: 'secretsValidationFailed', error: 'The registry refused these credentials.' });
  registry.displayName = request.displayName;
  if (request.type) registry.hostName = HOST_BY_TYPE[request.type] ?? registry.hostName;
  if (request.credentials) {
    registry.userName = request.credentials.userName;
    registry.password = request.credentials.password;
  }
  context.account.containerAccount.registries.set(registry.id, registry);
  return json(200, { id: registry.id, status: 'saved' });
}

/** POST /mc/registries: 200 `saved` with the new id, or 200 with the status that says why not. */
export function addRegistry(context: HandlerContext): Reply {
  const request = registryRequest(context);
  if (!isChecked(request)) return request;
  const account = context.account.containerAccount;
  const registry: ContainerRegistry = {
    id: account.nextRegistryId,
    displayName: request.displayName,
    hostName: HOST_BY_TYPE[request.type ?? 'dockerHub'] ?? PUBLIC_REGISTRY_HOSTS.dockerhub,
    userName: null,
    password: null,
    createdAt: context.now,
    lastUpdatedAt: null,
  };
  const answer = save(context, request, registry);
  if (account.registries.has(registry.id)) account.nextRegistryId += 1;
  return answer;
}

/** PUT /mc/registries/{registryId}. */
export function updateRegistry(context: HandlerContext): Reply {
  const registry = registryOf(context);
  if (!isRegistry(registry)) return registry;
  const request = registryRequest(context);
  if (!isChecked(request)) return request;
  return save(context, request, { ...registry, lastUpdatedAt: context.now });
}

/** DELETE /mc/registries/{registryId}: `removed`, or `inUse` with the applications, or `notFound`. */
export function deleteRegistry(context: HandlerContext): Reply {
  const registryId = Number(stringParam(context, 'registryId'));
  const { apps, containerAccount } = context.account;
  if (!containerAccount.registries.has(registryId)) return json(200, { status: 'notFound', applications: [] });
  const users = [...apps.values()].filter((app) =>
    app.containers.some((container) => container.imageRegistryId === String(registryId)),
  );
  if (users.length > 0) return json(200, { status: 'inUse', applications: users.map((app) => app.id) });
  containerAccount.registries.delete(registryId);
  return json(200, { status: 'removed', applications: [] });
}

/** Whether the account can pull from `registryId`: Docker Hub, GitHub or one of its private registries. */
export function knowsRegistry(context: HandlerContext, body: JsonObject): boolean {
  const id = body.registryId;
  if (id === 'dockerhub' || id === 'github') return true;
  return typeof id === 'string' && context.account.containerAccount.registries.has(Number(id));
}
