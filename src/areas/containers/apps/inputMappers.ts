import type {
  ContainerAppInput,
  ContainerAppPatchInput,
  ContainerEntryPointInput,
  ContainerEnvironmentVariableInput,
  ContainerProbeInput,
  ContainerProbesInput,
  ContainerRegionSettingsInput,
  ContainerTemplateInput,
  ContainerTemplatePatchInput,
} from '../../../__generated__/resolvers-types.js';
import { pullPolicies, runtimeTypes } from '../enums.js';
import { httpStatusNameOf } from '../httpStatusNames.js';
import { toUpstreamEndpoint } from '../mappers.js';
import type * as Up from '../upstreamTypes.js';

/**
 * The GraphQL inputs of an application and its containers in bunny.net's request shapes (AddApplicationRequest,
 * PatchApplicationRequest, ContainerRequest, PatchContainerRequest). A field the caller left out is left out, so a
 * patch changes only what it names.
 */

/** `{ key: value }` with the keys whose value is set (neither null nor undefined). */
function defined<T extends object>(record: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value != null)) as never;
}

const toRegionSettings = (settings: ContainerRegionSettingsInput): Up.UpstreamRegionSettingsRequest =>
  defined({
    allowedRegionIds: settings.allowedRegionIds,
    requiredRegionIds: settings.requiredRegionIds,
    maxAllowedRegions: settings.maxAllowedRegions,
  });

const toEntryPoint = (entryPoint: ContainerEntryPointInput): Up.UpstreamEntryPoint =>
  defined({
    commandArray: entryPoint.command,
    argumentsArray: entryPoint.arguments,
    workingDirectory: entryPoint.workingDirectory,
  });

function toProbe(probe: ContainerProbeInput): Up.UpstreamProbe {
  const { httpGet, tcpSocket, grpc } = probe;
  const expected = httpGet?.expectedStatus == null ? undefined : httpStatusNameOf(httpGet.expectedStatus);
  return defined({
    initialDelaySeconds: probe.initialDelaySeconds,
    periodSeconds: probe.periodSeconds,
    timeoutSeconds: probe.timeoutSeconds,
    failureThreshold: probe.failureThreshold,
    successThreshold: probe.successThreshold,
    httpGet: httpGet && {
      request: { path: httpGet.path, portNumber: httpGet.port },
      ...(expected && { response: { expectedStatusCode: expected } }),
    },
    tcpSocket: tcpSocket && { request: { portNumber: tcpSocket.port } },
    grpc: grpc && { request: defined({ portNumber: grpc.port, serviceName: grpc.serviceName }) },
  });
}

const toProbes = (probes: ContainerProbesInput): Up.UpstreamProbes =>
  defined({
    startup: probes.startup && toProbe(probes.startup),
    readiness: probes.readiness && toProbe(probes.readiness),
    liveness: probes.liveness && toProbe(probes.liveness),
  });

export const toEnvironmentVariables = (variables: readonly ContainerEnvironmentVariableInput[]) =>
  variables.map(({ name, value }) => ({ name, value }));

/** A container, whole or in part, in bunny.net's shape (ContainerRequest's fields, each only when given). */
export function toUpstreamContainer(input: ContainerTemplatePatchInput & { containerId?: string | null }) {
  return defined({
    id: input.containerId,
    name: input.name,
    imageRegistryId: input.imageRegistryId,
    imageNamespace: input.imageNamespace,
    imageName: input.imageName,
    imageTag: input.imageTag,
    imageDigest: input.imageDigest,
    imagePullPolicy: input.imagePullPolicy == null ? undefined : pullPolicies.toUpstream(input.imagePullPolicy),
    entryPoint: input.entryPoint && toEntryPoint(input.entryPoint),
    probes: input.probes && toProbes(input.probes),
    environmentVariables: input.environmentVariables && toEnvironmentVariables(input.environmentVariables),
    endpoints: input.endpoints?.map(toUpstreamEndpoint),
    volumeMounts: input.volumeMounts?.map(({ name, mountPath }) => ({ name, mountPath })),
  }) as Up.UpstreamContainerPatch;
}

/** A whole new container (AddContainerRequest): the required fields are the input's own. */
export const toUpstreamNewContainer = (input: ContainerTemplateInput): Up.UpstreamAddContainerRequest =>
  toUpstreamContainer({ ...input, containerId: null }) as Up.UpstreamAddContainerRequest;

const toContainers = (containers: readonly ContainerTemplateInput[]): Up.UpstreamContainerRequest[] =>
  containers.map((container) => toUpstreamContainer(container) as Up.UpstreamContainerRequest);

/** An application's configuration in part (PatchApplicationRequest). */
export function toUpstreamAppPatch(input: ContainerAppPatchInput): Up.UpstreamApplicationPatch {
  return defined({
    name: input.name,
    runtimeType: input.runtimeType == null ? undefined : runtimeTypes.toUpstream(input.runtimeType),
    autoScaling: input.autoScaling && { min: input.autoScaling.min, max: input.autoScaling.max },
    regionSettings: input.regionSettings && toRegionSettings(input.regionSettings),
    containerTemplates: input.containers && toContainers(input.containers),
    volumes: input.volumes?.map(({ name, size }) => ({ name, size })),
  }) as Up.UpstreamApplicationPatch;
}

/** An application's whole configuration (AddApplicationRequest). */
export function toUpstreamApp(input: ContainerAppInput): Up.UpstreamApplicationRequest {
  return defined({
    ...toUpstreamAppPatch(input),
    terminationGracePeriodSeconds: input.terminationGracePeriodSeconds,
  }) as Up.UpstreamApplicationRequest;
}

export const toUpstreamRegionSettings = toRegionSettings;
