import { appListItem, application, endpointListItem, volumeInList } from './records.js';
import type { ContainerApp } from './state.js';
import { cursorPage } from './paging.js';
import { errorDetails } from '../core/errors.js';
import { json, type Reply } from '../core/http.js';
import { stringParam, type HandlerContext } from '../router.js';

/**
 * Magic Containers reads (magic-containers-api.json, under /mc), consistent with the sandbox's state: an updated
 * endpoint shows its change, a deleted volume instance is gone, a deployed app shows its new status. The records
 * themselves are made in containerRecords.ts.
 */

/** The application the path names, or the 404 ErrorDetails bunny.net answers. */
export function appOf(context: HandlerContext): ContainerApp | Reply {
  const appId = stringParam(context, 'appId');
  return context.account.apps.get(appId) ?? errorDetails(404, `Application ${appId} was not found.`, context.path);
}

export const isApp = (value: ContainerApp | Reply): value is ContainerApp => 'containers' in value;

/** GET /mc/apps?limit=&nextCursor=: a page of ListApplicationsResponse. */
export function listApps(context: HandlerContext): Reply {
  return cursorPage(context, 'apps', [...context.account.apps.values()], appListItem);
}

/** GET /mc/apps/{appId}: the Application record. */
export function getApp(context: HandlerContext): Reply {
  const app = appOf(context);
  return isApp(app) ? json(200, application(app)) : app;
}

/** GET /mc/apps/{appId}/endpoints: every endpoint, whole (ListEndpointsResponse). */
export function listEndpoints(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const items = [...app.endpoints.values()].map((endpoint) => endpointListItem(app, endpoint));
  return json(200, { items, meta: { totalItems: items.length }, cursor: null });
}

/** GET /mc/apps/{appId}/volumes: every volume with its instances, whole (ListVolumesResponse). */
export function listVolumes(context: HandlerContext): Reply {
  const app = appOf(context);
  if (!isApp(app)) return app;
  const items = [...app.volumes.values()].map((volume) => volumeInList(app, volume));
  const pods = new Set(
    [...app.volumes.values()].flatMap((v) => [...v.instances.values()].flatMap((i) => i.attachedPods)),
  );
  return json(200, {
    items,
    meta: { totalItems: items.length },
    cursor: null,
    summary: {
      totalPods: pods.size,
      totalContainers: app.containers.length,
      totalStorage: items.reduce((sum, volume) => sum + volume.totalUsage, 0),
    },
  });
}
