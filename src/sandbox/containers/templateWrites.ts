import { applyContainer } from './build.js';
import { appOf, isApp } from './reads.js';
import { containerTemplate } from './records.js';
import { container as containerRequest, Problems } from './requests.js';
import type { AppContainer, ContainerApp } from './state.js';
import { errorDetails } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonBody, parseJsonObject } from '../core/json.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * The writes of an application's containers (magic-containers-api.json, under /mc/apps/{appId}/containers): add,
 * patch, the environment replaced, delete. Each answers the container as it is now (ContainerTemplate).
 */

type Found = { app: ContainerApp; container: AppContainer };

/** The application and the container the path names, or the 404 of whichever is missing. */
function containerOf(context: HandlerContext): Found | Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const containerId = stringParam(context, 'containerId');
  const container = app.containers.find((candidate) => candidate.id === containerId);
  return container
    ? { app, container }
    : errorDetails(404, `Container ${containerId} was not found in application ${app.id}.`, context.path);
}

const isFound = (value: Found | Reply): value is Found => 'container' in value;

/** A container write's body, checked: whole for an addition, in part for a patch. */
function write(context: HandlerContext, app: ContainerApp, whole: boolean, id?: string): Reply {
  const body = parseJsonBody(context.body);
  const problems = new Problems();
  const request = body.ok ? containerRequest(body.value, '', whole, problems) : undefined;
  if (!request || problems.errors.length > 0)
    return errorDetails(400, 'The container is invalid.', context.path, request ? problems.errors : []);
  const container = applyContainer(app, context.account.containerAccount, { ...request, ...(id && { id }) });
  return json(whole ? 201 : 200, containerTemplate(app, container));
}

/** POST /mc/apps/{appId}/containers: 201 with the new container. */
export function addContainer(context: HandlerContext): Reply {
  const app = appOf(context);
  return isApp(app) ? write(context, app, true) : app;
}

/** PATCH /mc/apps/{appId}/containers/{containerId}: 200 with the container as it is now. */
export function patchContainer(context: HandlerContext): Reply {
  const found = containerOf(context);
  return isFound(found) ? write(context, found.app, false, found.container.id) : found;
}

/** PUT /mc/apps/{appId}/containers/{containerId}/env: every variable replaced by the body's `{ name: value }`. */
export function setEnvironment(context: HandlerContext): Reply {
  const found = containerOf(context);
  if (!isFound(found)) return found;
  const body = parseJsonObject(context.body);
  const entries = body === undefined ? [] : Object.entries(body);
  if (body === undefined || entries.some(([name, value]) => name === '' || typeof value !== 'string'))
    return errorDetails(400, 'The environment must be an object of names and string values.', context.path, [
      { field: null, message: 'Every value must be a string.' },
    ]);
  found.container.environment = entries.map(([name, value]) => ({ name, value: String(value) }));
  return json(200, containerTemplate(found.app, found.container));
}

/** DELETE /mc/apps/{appId}/containers/{containerId}: the container and the endpoints leading to it. */
export function deleteContainer(context: HandlerContext): Reply {
  const found = containerOf(context);
  if (!isFound(found)) return found;
  const { app, container } = found;
  const first = app.containers[0]?.id;
  for (const [id, endpoint] of app.endpoints)
    if ((endpoint.containerId ?? first) === container.id) app.endpoints.delete(id);
  app.containers = app.containers.filter((candidate) => candidate !== container);
  return empty(200);
}
