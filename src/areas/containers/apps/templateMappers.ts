import type { Resolvers } from '../../../__generated__/resolvers-types.js';
import { prop } from '../../shared/codecs.js';
import { toGlobalId } from '../../shared/globalId.js';
import { listed } from './mappers.js';
import { pullPolicies } from '../enums.js';
import { httpStatusOf } from '../httpStatusNames.js';
import { localIdOf } from '../node.js';
import { knownEndpoint } from '../records.js';
import type { KnownContainer, UpstreamEntryPoint } from '../upstreamTypes.js';

/** bunny.net keeps a command both as one string and as words: the words when it has them, else the string. */
const words = (list: string[] | null | undefined, text: string | null | undefined): string[] =>
  list && list.length > 0 ? listed(list) : text ? [text] : [];

/** The endpoints a container's record carries, as the application lists them (with the container named). */
const endpointsOf = (container: KnownContainer) =>
  listed(container.endpoints).flatMap((endpoint) => {
    const known = knownEndpoint(container.appId)({
      ...endpoint,
      containerId: container.id,
      containerName: container.name,
    });
    return known ?? [];
  });

/** A container (bunny.net's ContainerTemplate) and its parts. */
export const templateTypeResolvers: Resolvers = {
  ContainerTemplate: {
    id: (container) => toGlobalId('ContainerTemplate', localIdOf(container.appId, container.id)),
    containerId: prop('id'),
    imagePullPolicy: (container) => pullPolicies.fromUpstream(container.imagePullPolicy),
    environmentVariableNames: (container) => listed(container.environmentVariables).flatMap((v) => v.name ?? []),
    volumeMounts: (container) => listed(container.volumeMounts),
    endpoints: endpointsOf,
  },
  ContainerEntryPoint: {
    command: (entry: UpstreamEntryPoint) => words(entry.commandArray, entry.command),
    arguments: (entry: UpstreamEntryPoint) => words(entry.argumentsArray, entry.arguments),
  },
  HttpGetProbe: {
    path: (probe) => probe.request?.path,
    port: (probe) => probe.request?.portNumber,
    expectedStatus: (probe) => httpStatusOf(probe.response?.expectedStatusCode),
  },
  TcpSocketProbe: { port: (probe) => probe.request?.portNumber },
  GrpcProbe: {
    port: (probe) => probe.request?.portNumber,
    serviceName: (probe) => probe.request?.serviceName,
  },
};
