import { rollOutOverTime } from '../live/overTime.js';
import { addEndpoint as addAppEndpoint } from './build.js';
import type { ContainerApp, Volume } from './state.js';
import { type EndpointRequest, validateEndpointRequest } from './endpointRequest.js';
import { errorDetails } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { isInteger, parseJsonBody, parseJsonObject } from '../core/json.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * Magic Containers' writes of an application's endpoints and volumes, and its deployment (served under /mc). Errors
 * are ErrorDetails: RFC 7807 fields without `type`, plus `errors` for field problems; `instance` is the request path.
 */

function findApp(context: HandlerContext): ContainerApp | undefined {
  return context.account.apps.get(stringParam(context, 'appId'));
}

function appNotFound(context: HandlerContext): Reply {
  return errorDetails(404, `Application ${stringParam(context, 'appId')} was not found.`, context.path);
}

/** The endpoint body, checked (400), and its Pull Zone, which must be the account's (422). */
function endpointRequest(context: HandlerContext): EndpointRequest | Reply {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok)
    return errorDetails(400, 'The request body is not valid JSON.', context.path, [
      { field: null, message: 'Malformed JSON.' },
    ]);
  const validation = validateEndpointRequest(parsed.value);
  if (!validation.ok)
    return errorDetails(400, 'The endpoint configuration is invalid.', context.path, validation.errors);
  const pullZoneId = validation.request.cdn?.pullZoneId;
  if (typeof pullZoneId === 'number' && !context.account.pullZones.has(pullZoneId)) {
    return errorDetails(422, `Pull Zone ${pullZoneId} does not exist in this account.`, context.path, [
      { field: 'cdn.pullZoneId', message: 'The Pull Zone was not found.' },
    ]);
  }
  return validation.request;
}

const isRequest = (value: EndpointRequest | Reply): value is EndpointRequest => 'displayName' in value;

/** PUT /mc/apps/{appId}/endpoints/{endpointId}: success is 200 with no body, as documented. */
export function updateEndpoint(context: HandlerContext): Reply {
  const request = endpointRequest(context);
  if (!isRequest(request)) return request;
  const app = findApp(context);
  if (!app) return appNotFound(context);
  const endpointId = stringParam(context, 'endpointId');
  const endpoint = app.endpoints.get(endpointId);
  if (!endpoint)
    return errorDetails(404, `Endpoint ${endpointId} was not found in application ${app.id}.`, context.path);
  const { displayName, cdn, anycast } = request;
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

/** POST /mc/apps/{appId}/containers/{containerId}/endpoints: 201 with the new endpoint's id. */
export function addEndpoint(context: HandlerContext): Reply {
  const request = endpointRequest(context);
  if (!isRequest(request)) return request;
  const app = findApp(context);
  if (!app) return appNotFound(context);
  const containerId = stringParam(context, 'containerId');
  if (!app.containers.some((container) => container.id === containerId))
    return errorDetails(404, `Container ${containerId} was not found in application ${app.id}.`, context.path);
  if (!request.cdn && !request.anycast)
    return errorDetails(422, 'An endpoint is a cdn or an anycast endpoint.', context.path, [
      { field: null, message: 'Send cdn or anycast.' },
    ]);
  return json(201, { id: addAppEndpoint(app, containerId, request) });
}

/** DELETE /mc/apps/{appId}/endpoints/{endpointId}: 200 with no body. */
export function deleteEndpoint(context: HandlerContext): Reply {
  const app = findApp(context);
  if (!app) return appNotFound(context);
  const endpointId = stringParam(context, 'endpointId');
  if (!app.endpoints.delete(endpointId))
    return errorDetails(404, `Endpoint ${endpointId} was not found in application ${app.id}.`, context.path);
  return empty(200);
}

/** The application and volume the path names, or the 404 of whichever is missing. */
function volumeOf(context: HandlerContext): { app: ContainerApp; volume: Volume } | Reply {
  const app = findApp(context);
  if (!app) return appNotFound(context);
  const volumeId = stringParam(context, 'volumeId');
  const volume = app.volumes.get(volumeId);
  return volume
    ? { app, volume }
    : errorDetails(404, `Volume template ${volumeId} was not found in application ${app.id}.`, context.path);
}

const isVolume = (value: { volume: Volume } | Reply): value is { app: ContainerApp; volume: Volume } =>
  'volume' in value;

/** PATCH /mc/apps/{appId}/volumes/{volumeId}: a new name (1 to 50) or size (1 to 100 GB, never smaller). */
export function patchVolume(context: HandlerContext): Reply {
  const found = volumeOf(context);
  if (!isVolume(found)) return found;
  const body = parseJsonObject(context.body);
  const { name, size } = body ?? {};
  const nameOk =
    name === undefined || name === null || (typeof name === 'string' && name.length >= 1 && name.length <= 50);
  const sizeOk = size === undefined || size === null || (isInteger(size) && size >= found.volume.sizeGb && size <= 100);
  if (!body || !nameOk || !sizeOk)
    return errorDetails(400, 'The volume change is invalid.', context.path, [
      ...(nameOk ? [] : [{ field: 'name', message: 'The name is 1 to 50 characters.' }]),
      ...(sizeOk ? [] : [{ field: 'size', message: 'The size is up to 100 GB and never smaller than before.' }]),
    ]);
  if (typeof name === 'string') found.volume.name = name;
  if (isInteger(size)) found.volume.sizeGb = size;
  return json(200, { name: found.volume.name, size: found.volume.sizeGb });
}

/** POST /mc/apps/{appId}/volumes/{volumeId}/detach: every instance detached from its pods. */
export function detachVolume(context: HandlerContext): Reply {
  const found = volumeOf(context);
  if (!isVolume(found)) return found;
  for (const instance of found.volume.instances.values()) instance.attachedPods = [];
  return json(200, { name: found.volume.name });
}

/** DELETE /mc/apps/{appId}/volumes/{volumeId}: every instance, which must all be detached. */
export function deleteAllVolumeInstances(context: HandlerContext): Reply {
  const found = volumeOf(context);
  if (!isVolume(found)) return found;
  const instances = [...found.volume.instances.values()];
  if (instances.some((instance) => instance.attachedPods.length > 0))
    return errorDetails(400, 'Some instances are attached; detach the volume before deleting them.', context.path);
  found.volume.instances.clear();
  return json(200, { ids: instances.map((instance) => instance.id) });
}

/** DELETE /mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}: only detached instances. */
export function deleteOneVolumeInstance(context: HandlerContext): Reply {
  const found = volumeOf(context);
  if (!isVolume(found)) return found;
  const instanceId = stringParam(context, 'instanceId');
  const instance = found.volume.instances.get(instanceId);
  if (!instance) return errorDetails(404, `Volume instance ${instanceId} was not found.`, context.path);
  if (instance.attachedPods.length > 0) {
    return errorDetails(400, 'Volume instance is attached; detach it before deleting.', context.path);
  }
  found.volume.instances.delete(instanceId);
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
  if (context.changesOverTime) rollOutOverTime(app);
  else app.status = 'active';
  app.lastDeployedAt = context.now;
  return empty(200);
}
