import { applyApp, applyRegions, checkRegionIds, newId } from './build.js';
import { appOf, isApp } from './reads.js';
import { podsOf } from './records.js';
import { appRequest, autoScaling, Problems, regions } from './requests.js';
import type { ContainerApp } from './state.js';
import { errorDetails, problemDetails } from '../core/errors.js';
import { empty, json, type Reply } from '../core/http.js';
import { parseJsonBody } from '../core/json.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * Magic Containers' application writes (magic-containers-api.json, under /mc/apps): create, replace, patch and
 * delete, (un)deploy, restart, a pod recreated, autoscaling and region settings. What they change shows in the reads.
 */

/** The account's limit of applications (UserLimits.maxNumberOfApplications). */
export const MAX_APPLICATIONS = 100;

/** The checked body of a write, or the 400 that lists its problems. */
function parsed<T>(context: HandlerContext, read: (value: unknown, problems: Problems) => T | undefined): T | Reply {
  const body = parseJsonBody(context.body);
  const problems = new Problems();
  const value = body.ok ? read(body.value, problems) : undefined;
  if (!body.ok) problems.add(null, 'Malformed JSON.');
  return problems.errors.length > 0 || value === undefined
    ? errorDetails(400, 'The request is invalid.', context.path, problems.errors)
    : value;
}

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'kind' in value && 'status' in value;

/** The application of a write whose document answers 404 as ProblemDetails (replace, patch, delete). */
function appOrProblem(context: HandlerContext): ContainerApp | Reply {
  const app = context.account.apps.get(stringParam(context, 'appId'));
  return app ?? problemDetails(404, `Application ${stringParam(context, 'appId')} was not found.`, context.path);
}

/** POST /mc/apps: 201 with the new application's id; it starts undeployed. */
export function createApp(context: HandlerContext): Reply {
  const request = parsed(context, (value, problems) => {
    const app = appRequest(value, true, problems);
    checkRegionIds(app.regions, 'regionSettings', problems);
    return app;
  });
  if (isReply(request)) return request;
  const { apps, containerAccount } = context.account;
  if (apps.size >= MAX_APPLICATIONS)
    return errorDetails(403, `The account has ${MAX_APPLICATIONS} applications, its limit.`, context.path);
  if ([...apps.values()].some((app) => app.name === request.name))
    return errorDetails(409, `An application named ${request.name} exists already.`, context.path);
  const app: ContainerApp = {
    id: newId(containerAccount, 'McApp'),
    name: '',
    description: '',
    status: 'inactive',
    runtimeType: 'shared',
    regionIds: ['DE'],
    containers: [],
    autoScaling: { min: 1, max: 1 },
    endpoints: new Map(),
    volumes: new Map(),
  };
  applyApp(app, containerAccount, request, true);
  apps.set(app.id, app);
  return json(201, { id: app.id });
}

/** PUT /mc/apps/{appId} (whole) and PATCH /mc/apps/{appId} (merge): 200 with the application's id. */
function changeApp(context: HandlerContext, whole: boolean): Reply {
  const app = appOrProblem(context);
  if (!isApp(app)) return app;
  const request = parsed(context, (value, problems) => {
    const changes = appRequest(value, whole, problems);
    checkRegionIds(changes.regions, 'regionSettings', problems);
    return changes;
  });
  if (isReply(request)) return request;
  applyApp(app, context.account.containerAccount, request, whole);
  return json(200, { id: app.id });
}

export const replaceApp = (context: HandlerContext): Reply => changeApp(context, true);
export const patchApp = (context: HandlerContext): Reply => changeApp(context, false);

/** DELETE /mc/apps/{appId}: gone at once here (bunny.net finishes in the background), with its log forwarding. */
export function deleteApp(context: HandlerContext): Reply {
  const app = appOrProblem(context);
  if (!isApp(app)) return app;
  context.account.apps.delete(app.id);
  context.account.containerAccount.logForwarding.delete(app.id);
  return empty(200);
}

/** POST /mc/apps/{appId}/undeploy: stops the application; a suspended one answers 409. */
export function undeployApp(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  if (app.status === 'suspended')
    return errorDetails(409, `Application ${app.id} is suspended and cannot be undeployed.`, context.path);
  app.status = 'inactive';
  return empty(200);
}

/** POST /mc/apps/{appId}/restart: new pods for a running application (their names change). */
export function restartApp(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  app.restarts = (app.restarts ?? 0) + 1;
  return empty(200);
}

/** POST /mc/apps/{appId}/pods/{podId}/recreate: only a pod the application runs now; 409 when it runs none. */
export function recreatePod(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const pods = podsOf(app);
  if (pods.length === 0) return errorDetails(409, `Application ${app.id} runs no pods.`, context.path);
  const podId = stringParam(context, 'podId');
  if (!pods.some((pod) => pod.name === podId))
    return errorDetails(404, `Pod ${podId} was not found in application ${app.id}.`, context.path);
  return empty(200);
}

/** PUT /mc/apps/{appId}/autoscaling: 200 with no body. */
export function setAutoScaling(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const bounds = parsed(context, (value, problems) => autoScaling(value, 'autoScaling', problems));
  if (isReply(bounds)) return bounds;
  app.autoScaling = bounds;
  return empty(200);
}

/** PUT /mc/apps/{appId}/region-settings: 200 with no body; unknown regions answer 400. */
export function setRegionSettings(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const request = parsed(context, (value, problems) => {
    const settings = regions(value, 'regionSettings', problems);
    checkRegionIds(settings, 'regionSettings', problems);
    return settings;
  });
  if (isReply(request)) return request;
  applyRegions(app, request);
  return empty(200);
}
