import { errorDetails } from './errors.js';
import { empty, json, type Reply } from './http.js';
import { parseJsonBody, parseJsonObject } from './json.js';
import { validateEndpointRequest } from './endpointRequest.js';
import { MAGIC_CONTAINERS_NODE_IPS, PRIVATE_REGISTRY_ID } from './seed.js';
import { stringParam, type HandlerContext } from './router.js';
import type { ContainerApp } from './state.js';

/**
 * Magic Containers operations (served under /mc). Errors are ErrorDetails: RFC 7807 fields
 * without `type`, plus `errors` for field problems; `instance` is the request path.
 */

function findApp(context: HandlerContext): ContainerApp | undefined {
  return context.account.apps.get(stringParam(context, 'appId'));
}

function appNotFound(context: HandlerContext): Reply {
  return errorDetails(404, `Application ${stringParam(context, 'appId')} was not found.`, context.path);
}

/** PUT /mc/apps/{appId}/endpoints/{endpointId}: success is 200 with no body, as documented. */
export function updateEndpoint(context: HandlerContext): Reply {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok)
    return errorDetails(400, 'The request body is not valid JSON.', context.path, [
      { field: null, message: 'Malformed JSON.' },
    ]);
  const validation = validateEndpointRequest(parsed.value);
  if (!validation.ok)
    return errorDetails(400, 'The endpoint configuration is invalid.', context.path, validation.errors);

  const app = findApp(context);
  if (!app) return appNotFound(context);
  const endpointId = stringParam(context, 'endpointId');
  const endpoint = app.endpoints.get(endpointId);
  if (!endpoint)
    return errorDetails(404, `Endpoint ${endpointId} was not found in application ${app.id}.`, context.path);

  const { displayName, cdn, anycast } = validation.request;
  const pullZoneId = cdn?.pullZoneId;
  if (typeof pullZoneId === 'number' && !context.account.pullZones.has(pullZoneId)) {
    return errorDetails(422, `Pull Zone ${pullZoneId} does not exist in this account.`, context.path, [
      { field: 'cdn.pullZoneId', message: 'The Pull Zone was not found.' },
    ]);
  }
  endpoint.displayName = displayName;
  // The body describes the endpoint as a whole: sending cdn or anycast replaces the old kind.
  if (cdn) {
    endpoint.cdn = cdn;
    delete endpoint.anycast;
  }
  if (anycast) {
    endpoint.anycast = anycast;
    delete endpoint.cdn;
  }
  return empty(200);
}

/** DELETE /mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}: only detached instances. */
export function deleteVolumeInstance(context: HandlerContext): Reply {
  const app = findApp(context);
  if (!app) return appNotFound(context);
  const volumeId = stringParam(context, 'volumeId');
  const volume = app.volumes.get(volumeId);
  if (!volume)
    return errorDetails(404, `Volume template ${volumeId} was not found in application ${app.id}.`, context.path);
  const instanceId = stringParam(context, 'instanceId');
  const instance = volume.instances.get(instanceId);
  if (!instance) return errorDetails(404, `Volume instance ${instanceId} was not found.`, context.path);
  if (instance.attachedPods.length > 0) {
    return errorDetails(400, 'Volume instance is attached; detach it before deleting.', context.path);
  }
  volume.instances.delete(instanceId);
  return json(200, { id: instanceId });
}

/** POST /mc/apps/{appId}/deploy: makes the app active; suspended apps answer 409. */
export function deployApp(context: HandlerContext): Reply {
  const app = findApp(context);
  if (!app) return appNotFound(context);
  if (app.status === 'suspended') {
    return errorDetails(
      409,
      `Application ${app.id} is suspended. Resolve the billing issue on the account before deploying.`,
      context.path,
    );
  }
  app.status = 'active';
  app.lastDeployedAt = context.now;
  return empty(200);
}

/** GET /mc/nodes/plain */
export function listNodeIps(): Reply {
  return json(200, [...MAGIC_CONTAINERS_NODE_IPS]);
}

interface ImageSuggestion {
  endpoints: Array<Record<string, unknown>>;
  volumes: Array<{ containerPath: string; suggestedVolumeName: string }>;
}

/** What the image's EXPOSE and VOLUME instructions would suggest, for a few well-known images. */
const IMAGE_SUGGESTIONS: Record<string, ImageSuggestion> = {
  nginx: {
    endpoints: [
      { displayName: 'http', cdn: { isSslEnabled: true, portMappings: [{ containerPort: 80, protocols: ['tcp'] }] } },
    ],
    volumes: [],
  },
  postgres: {
    endpoints: [
      {
        displayName: 'postgres',
        anycast: { type: 'iPv4', portMappings: [{ containerPort: 5432, exposedPort: 5432, protocols: ['tcp'] }] },
      },
    ],
    volumes: [{ containerPath: '/var/lib/postgresql/data', suggestedVolumeName: 'postgres-data' }],
  },
  redis: {
    endpoints: [
      {
        displayName: 'redis',
        anycast: { type: 'iPv4', portMappings: [{ containerPort: 6379, exposedPort: 6379, protocols: ['tcp'] }] },
      },
    ],
    volumes: [{ containerPath: '/data', suggestedVolumeName: 'redis-data' }],
  },
  'storefront-api': {
    endpoints: [
      {
        displayName: 'storefront',
        cdn: { isSslEnabled: true, portMappings: [{ containerPort: 8080, protocols: ['tcp'] }] },
      },
    ],
    volumes: [{ containerPath: '/app/uploads', suggestedVolumeName: 'uploads' }],
  },
};

const KNOWN_REGISTRIES: readonly string[] = ['dockerhub', 'github', PRIVATE_REGISTRY_ID];

/** POST /mc/registries/image-config. Unknown images simply have no suggestions. */
export function imageConfig(context: HandlerContext): Reply {
  const body = parseJsonObject(context.body);
  if (!body)
    return errorDetails(400, 'The request body is not a valid JSON object.', context.path, [
      { field: null, message: 'Malformed JSON.' },
    ]);
  const errors = (['registryId', 'imageName', 'imageNamespace', 'tag'] as const).flatMap((field) => {
    const value = body[field];
    const maxLength = field === 'registryId' ? Infinity : 100;
    return typeof value === 'string' && value.length >= 1 && value.length <= maxLength
      ? []
      : [
          {
            field,
            message: `The ${field} field is required${maxLength === Infinity ? '' : ' and must be at most 100 characters long'}.`,
          },
        ];
  });
  if (errors.length > 0) return errorDetails(400, 'The image reference is invalid.', context.path, errors);
  const registryId = String(body.registryId);
  if (!KNOWN_REGISTRIES.includes(registryId)) {
    return errorDetails(400, `Registry ${registryId} was not found.`, context.path, [
      { field: 'registryId', message: 'Unknown registry.' },
    ]);
  }
  const suggestion = IMAGE_SUGGESTIONS[String(body.imageName).toLowerCase()];
  return json(200, { endpointSuggestions: suggestion?.endpoints ?? [], volumeSuggestions: suggestion?.volumes ?? [] });
}
