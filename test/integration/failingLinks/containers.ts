import {
  ACTIVE_APP_ID,
  CDN_ENDPOINT_ID,
  DETACHED_VOLUME_INSTANCE_ID,
  INACTIVE_APP_ID,
  SUSPENDED_APP_ID,
  VOLUME_ID,
} from '../../../src/sandbox/index.js';
import { api, hoursAgo, link, mutation, query, type Row } from './rows.js';

const GET_APP = api('GET', /^\/mc\/apps\/[^/]+$/);
const GET_VOLUMES = api('GET', /^\/mc\/apps\/[^/]+\/volumes$/);
const GET_ENDPOINTS = api('GET', /^\/mc\/apps\/[^/]+\/endpoints$/);
const APP = `containerApp(appId: "${ACTIVE_APP_ID}")`;
const ENDPOINT = `updateContainerEndpoint(input: { appId: "${ACTIVE_APP_ID}", endpointId: "${CDN_ENDPOINT_ID}", containerEndpoint: { displayName: "web" } })`;
const DELETE = `deleteContainerVolumeInstance(input: { appId: "${ACTIVE_APP_ID}", volumeId: "${VOLUME_ID}", instanceId: "${DETACHED_VOLUME_INSTANCE_ID}" })`;
const DEPLOY = `deployContainerApp(input: { appId: "${ACTIVE_APP_ID}" })`;

/**
 * Magic Containers, issue 27: its root fields, mutations and links. A payload's `app` is read when a field of its
 * record is selected, so its failed read nulls that field (`status`) and the application's id is still answered.
 */
function containerRows(): Row[] {
  const A = `appId: "${ACTIVE_APP_ID}"`;
  const IMAGE = 'imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx"';
  const LOGS =
    'containerLogForwarding: { protocol: SYSLOG_TCP, endpoint: "logs.example.com", port: 514, format: RFC5424, enabled: true }';
  const APP_DEFINITION = '{ name: "fresh", runtimeType: SHARED, autoScaling: { min: 1, max: 1 }, regionSettings: {} }';
  const NEW_APP = `input: ${APP_DEFINITION}`;
  const CONTAINER =
    'containerTemplate: { name: "side", imageRegistryId: "dockerhub", imageNamespace: "library", imageName: "nginx", imageTag: "1.27" }';
  const ADD_ENDPOINT = `createContainerEndpoint(input: { ${A}, containerId: "Kj7mNp3qRx", containerEndpoint: { displayName: "admin", cdn: { portMappings: [{ containerPort: 9000 }] } } })`;
  const REPLACE_APP = `replaceContainerApp(input: { ${A}, containerApp: ${APP_DEFINITION} })`;
  const UPDATE_APP = `updateContainerApp(input: { ${A}, containerApp: { name: "shop" } })`;
  const RECREATE_POD = `recreateContainerPod(input: { ${A}, podId: "storefront-api-de-0" })`;
  const SCALE = `updateContainerAppAutoScaling(input: { ${A}, containerAutoScaling: { min: 1, max: 2 } })`;
  const REGIONS = `updateContainerAppRegionSettings(input: { ${A}, containerRegionSettings: { maxAllowedRegions: 2 } })`;
  const ADD_CONTAINER = `createContainerTemplate(input: { ${A}, ${CONTAINER} })`;
  const PATCH_CONTAINER = `updateContainerTemplate(input: { ${A}, containerId: "Wv2sDf8gHt", containerTemplate: { imageTag: "17" } })`;
  const SET_ENV = `setContainerEnvironmentVariables(input: { ${A}, containerId: "Wv2sDf8gHt", variables: [] })`;
  const DELETE_CONTAINER = `deleteContainerTemplate(input: { ${A}, containerId: "Wv2sDf8gHt" })`;
  const DELETE_ENDPOINT = `deleteContainerEndpoint(input: { ${A}, endpointId: "${CDN_ENDPOINT_ID}" })`;
  const RENAME_VOLUME = `updateContainerVolume(input: { ${A}, volumeId: "${VOLUME_ID}", containerVolume: { name: "pg" } })`;
  const DETACH_VOLUME = `detachContainerVolume(input: { ${A}, volumeId: "${VOLUME_ID}" })`;
  const CREATE_LOGS = `createContainerLogForwarding(input: { appId: "${INACTIVE_APP_ID}", ${LOGS} })`;
  const UPDATE_LOGS = `updateContainerLogForwarding(input: { ${A}, ${LOGS} })`;
  const DELETE_LOGS = `deleteContainerLogForwarding(input: { ${A} })`;
  const ADD_REGISTRY = 'createContainerRegistry(input: { displayName: "quay" })';
  const UPDATE_REGISTRY =
    'updateContainerRegistry(input: { registryId: 2891, containerRegistry: { displayName: "ghcr" } })';
  const mcRoute = (method: string, path: string) => api(method, new RegExp(`^/mc${path}$`));
  const appPayload = (field: string, mutationField: string, name: string) =>
    link(field, `mutation { ${mutationField} { app { id status } } }`, [name, 'app', 'status'], GET_APP);
  return [
    query('containerRegistries', '{ totalCount }', mcRoute('GET', '/registries')),
    query('containerRegistry(registryId: 2891)', '{ id }', mcRoute('GET', '/registries/\\d+')),
    query(
      'containerPublicImages(imageRegistryId: "dockerhub", prefix: "tool")',
      '{ edges { cursor } }',
      mcRoute('POST', '/registries/public-images/search'),
    ),
    query('containerImages(imageRegistryId: "2891")', '{ totalCount }', mcRoute('POST', '/registries/images')),
    query(`containerImageTags(image: { ${IMAGE} })`, '{ totalCount }', mcRoute('POST', '/registries/tags')),
    query(
      `containerImageDigest(image: { ${IMAGE}, tag: "1.27" })`,
      '{ digest }',
      mcRoute('POST', '/registries/digest'),
    ),
    query(
      `containerConfigSuggestions(image: { ${IMAGE}, tag: "1.27" })`,
      '{ appName }',
      mcRoute('POST', '/registries/config-suggestions'),
    ),
    query('containerRegions', '{ totalCount }', mcRoute('GET', '/regions')),
    query('containerOptimalRegion', '{ containerRegionId }', mcRoute('GET', '/regions/optimal')),
    query('containerLimits', '{ maxApplications }', mcRoute('GET', '/limits')),
    query('containerNodes', '{ totalCount }', mcRoute('GET', '/nodes')),
    query('containerLogForwardings', '{ totalCount }', mcRoute('GET', '/log/forwarding')),
    mutation(`createContainerApp(${NEW_APP})`, mcRoute('POST', '/apps')),
    mutation(REPLACE_APP, mcRoute('PUT', '/apps/[^/]+')),
    mutation(UPDATE_APP, mcRoute('PATCH', '/apps/[^/]+')),
    mutation(`deleteContainerApp(input: { ${A} })`, mcRoute('DELETE', '/apps/[^/]+')),
    mutation(`undeployContainerApp(input: { ${A} })`, mcRoute('POST', '/apps/[^/]+/undeploy')),
    mutation(`restartContainerApp(input: { ${A} })`, mcRoute('POST', '/apps/[^/]+/restart')),
    mutation(RECREATE_POD, mcRoute('POST', '/apps/[^/]+/pods/[^/]+/recreate')),
    mutation(SCALE, mcRoute('PUT', '/apps/[^/]+/autoscaling')),
    mutation(REGIONS, mcRoute('PUT', '/apps/[^/]+/region-settings')),
    mutation(ADD_CONTAINER, mcRoute('POST', '/apps/[^/]+/containers')),
    mutation(PATCH_CONTAINER, mcRoute('PATCH', '/apps/[^/]+/containers/[^/]+')),
    mutation(SET_ENV, mcRoute('PUT', '/apps/[^/]+/containers/[^/]+/env')),
    mutation(DELETE_CONTAINER, mcRoute('DELETE', '/apps/[^/]+/containers/[^/]+')),
    mutation(ADD_ENDPOINT, mcRoute('POST', '/apps/[^/]+/containers/[^/]+/endpoints')),
    mutation(DELETE_ENDPOINT, mcRoute('DELETE', '/apps/[^/]+/endpoints/[^/]+')),
    mutation(RENAME_VOLUME, mcRoute('PATCH', '/apps/[^/]+/volumes/[^/]+')),
    mutation(DETACH_VOLUME, mcRoute('POST', '/apps/[^/]+/volumes/[^/]+/detach')),
    mutation(
      `deleteContainerVolumeInstances(input: { ${A}, volumeId: "${VOLUME_ID}" })`,
      mcRoute('DELETE', '/apps/[^/]+/volumes/[^/]+'),
    ),
    mutation(ADD_REGISTRY, mcRoute('POST', '/registries')),
    mutation(UPDATE_REGISTRY, mcRoute('PUT', '/registries/\\d+')),
    mutation('deleteContainerRegistry(input: { registryId: 2893 })', mcRoute('DELETE', '/registries/\\d+')),
    mutation(CREATE_LOGS, mcRoute('POST', '/log/forwarding')),
    mutation(UPDATE_LOGS, mcRoute('PUT', '/log/forwarding/[^/]+')),
    mutation(DELETE_LOGS, mcRoute('DELETE', '/log/forwarding/[^/]+')),
    link(
      'ContainerApp.container',
      `{ ${APP} { container(containerId: "Kj7mNp3qRx") { id } } }`,
      ['containerApp', 'container'],
      mcRoute('GET', '/apps/[^/]+/containers/[^/]+'),
    ),
    link(
      'ContainerApp.autoScaling',
      `{ ${APP} { autoScaling { min } } }`,
      ['containerApp', 'autoScaling'],
      mcRoute('GET', '/apps/[^/]+/autoscaling'),
    ),
    link(
      'ContainerApp.regionSettings',
      `{ ${APP} { regionSettings { allowedRegionIds } } }`,
      ['containerApp', 'regionSettings'],
      mcRoute('GET', '/apps/[^/]+/region-settings'),
    ),
    link(
      'ContainerApp.statistics',
      `{ ${APP} { statistics(from: "${hoursAgo(3)}", granularity: HOURLY) { cpuUsage { value } } } }`,
      ['containerApp', 'statistics'],
      mcRoute('GET', '/apps/[^/]+/statistics'),
    ),
    link(
      'ContainerApp.summary',
      `{ ${APP} { summary { monthlyCost } } }`,
      ['containerApp', 'summary'],
      mcRoute('GET', '/apps/[^/]+/summary'),
    ),
    link(
      'ContainerApp.overview',
      `{ ${APP} { overview { desiredInstances } } }`,
      ['containerApp', 'overview'],
      mcRoute('GET', '/apps/[^/]+/overview'),
    ),
    link(
      'ContainerApp.logForwarding',
      `{ ${APP} { logForwarding { id } } }`,
      ['containerApp', 'logForwarding'],
      mcRoute('GET', '/log/forwarding/[^/]+'),
    ),
    appPayload('CreateContainerAppPayload.app', `createContainerApp(${NEW_APP})`, 'createContainerApp'),
    appPayload('ReplaceContainerAppPayload.app', REPLACE_APP, 'replaceContainerApp'),
    appPayload('UpdateContainerAppPayload.app', UPDATE_APP, 'updateContainerApp'),
    appPayload('UndeployContainerAppPayload.app', `undeployContainerApp(input: { ${A} })`, 'undeployContainerApp'),
    appPayload('RestartContainerAppPayload.app', `restartContainerApp(input: { ${A} })`, 'restartContainerApp'),
    appPayload('RecreateContainerPodPayload.app', RECREATE_POD, 'recreateContainerPod'),
    appPayload('UpdateContainerAppAutoScalingPayload.app', SCALE, 'updateContainerAppAutoScaling'),
    appPayload('UpdateContainerAppRegionSettingsPayload.app', REGIONS, 'updateContainerAppRegionSettings'),
    appPayload('CreateContainerTemplatePayload.app', ADD_CONTAINER, 'createContainerTemplate'),
    appPayload('UpdateContainerTemplatePayload.app', PATCH_CONTAINER, 'updateContainerTemplate'),
    appPayload('SetContainerEnvironmentVariablesPayload.app', SET_ENV, 'setContainerEnvironmentVariables'),
    appPayload('DeleteContainerTemplatePayload.app', DELETE_CONTAINER, 'deleteContainerTemplate'),
    appPayload('CreateContainerEndpointPayload.app', ADD_ENDPOINT, 'createContainerEndpoint'),
    appPayload('DeleteContainerEndpointPayload.app', DELETE_ENDPOINT, 'deleteContainerEndpoint'),
    appPayload('CreateContainerLogForwardingPayload.app', CREATE_LOGS, 'createContainerLogForwarding'),
    appPayload('UpdateContainerLogForwardingPayload.app', UPDATE_LOGS, 'updateContainerLogForwarding'),
    appPayload('DeleteContainerLogForwardingPayload.app', DELETE_LOGS, 'deleteContainerLogForwarding'),
    link(
      'CreateContainerEndpointPayload.appEndpoint',
      `mutation { ${ADD_ENDPOINT} { appEndpoint { id } } }`,
      ['createContainerEndpoint', 'appEndpoint'],
      GET_ENDPOINTS,
    ),
    link(
      'UpdateContainerVolumePayload.volume',
      `mutation { ${RENAME_VOLUME} { volume { id } } }`,
      ['updateContainerVolume', 'volume'],
      GET_VOLUMES,
    ),
    link(
      'DetachContainerVolumePayload.volume',
      `mutation { ${DETACH_VOLUME} { volume { id } } }`,
      ['detachContainerVolume', 'volume'],
      GET_VOLUMES,
    ),
    link(
      'DeleteContainerVolumeInstancesPayload.volume',
      `mutation { deleteContainerVolumeInstances(input: { appId: "${SUSPENDED_APP_ID}", volumeId: "scratch" }) { volume { id } } }`,
      ['deleteContainerVolumeInstances', 'volume'],
      GET_VOLUMES,
    ),
    link(
      'CreateContainerRegistryPayload.registry',
      `mutation { ${ADD_REGISTRY} { registry { id } } }`,
      ['createContainerRegistry', 'registry'],
      mcRoute('GET', '/registries/\\d+'),
    ),
    link(
      'UpdateContainerRegistryPayload.registry',
      `mutation { ${UPDATE_REGISTRY} { registry { id } } }`,
      ['updateContainerRegistry', 'registry'],
      mcRoute('GET', '/registries/\\d+'),
    ),
    link(
      'ContainerLogForwarding.app',
      '{ containerLogForwardings(first: 1) { edges { node { app { id status } } } } }',
      ['containerLogForwardings', 'edges', 0, 'node', 'app', 'status'],
      GET_APP,
    ),
  ];
}

/** Magic Containers: every field that calls bunny.net, each with the route that fails under it. */
export const rows = (): Row[] => [
  query('containerApps', '{ totalCount }', api('GET', /^\/mc\/apps$/)),
  query(APP, '{ id }', GET_APP),
  query(
    'containerImageSuggestions(input: { imageRegistryId: "dockerhub", imageName: "nginx", imageNamespace: "library", tag: "1.27" })',
    '{ __typename }',
    api('POST', /^\/mc\/registries\/image-config$/),
  ),
  query('containerNodeIps', '', api('GET', /^\/mc\/nodes\/plain$/)),
  mutation(ENDPOINT, api('PUT', /^\/mc\/apps\/[^/]+\/endpoints\/[^/]+$/)),
  mutation(DELETE, api('DELETE', /\/instances\/[^/]+$/)),
  mutation(DEPLOY, api('POST', /^\/mc\/apps\/[^/]+\/deploy$/)),
  link(
    'ContainerApp.configuration',
    '{ containerApps(first: 1) { edges { node { configuration { runtimeType } } } } }',
    ['containerApps', 'edges', 0, 'node', 'configuration'],
    GET_APP,
  ),
  link(
    'ContainerApp.endpoints',
    `{ ${APP} { endpoints { totalCount } } }`,
    ['containerApp', 'endpoints'],
    GET_ENDPOINTS,
  ),
  link('ContainerApp.volumes', `{ ${APP} { volumes { totalCount } } }`, ['containerApp', 'volumes'], GET_VOLUMES),
  link(
    'UpdateContainerEndpointPayload.appEndpoint',
    `mutation { ${ENDPOINT} { appEndpoint { id } } }`,
    ['updateContainerEndpoint', 'appEndpoint'],
    GET_ENDPOINTS,
  ),
  // A payload's application is read when a field of its record is selected: the failed read nulls that field.
  link(
    'UpdateContainerEndpointPayload.app',
    `mutation { ${ENDPOINT} { app { id status } } }`,
    ['updateContainerEndpoint', 'app', 'status'],
    GET_APP,
  ),
  link(
    'DeleteContainerVolumeInstancePayload.volume',
    `mutation { ${DELETE} { volume { id } } }`,
    ['deleteContainerVolumeInstance', 'volume'],
    GET_VOLUMES,
  ),
  link(
    'DeployContainerAppPayload.app',
    `mutation { ${DEPLOY} { app { id status } } }`,
    ['deployContainerApp', 'app', 'status'],
    GET_APP,
  ),
  ...containerRows(),
];
