import type {
  ContainerEndpointInput,
  MutationDeleteVolumeInstanceArgs,
  MutationDeployContainerAppArgs,
  MutationUpdateContainerEndpointArgs,
  PortMappingInput,
  QueryContainerAppArgs,
  QueryContainerAppsArgs,
  QueryContainerImageSuggestionsArgs,
} from '../../__generated__/resolvers-types.js';
import { containerCursors, tokenPageRequest, type TokenPageRequest } from '../shared/paging/index.js';
import { validatorsFor } from '../shared/validate.js';

/**
 * Every argument check of Magic Containers, one entry per GraphQL field, with the limits of
 * magic-containers-api.json's EndpointRequest and ListContainerImageExposedPortsRequest.
 */
const check = validatorsFor('containers');

export const validate = {
  /** The page asked for; a cursor only reads the list that made it. */
  containerApps(args: QueryContainerAppsArgs): TokenPageRequest {
    return tokenPageRequest('containers', 'containerApps', args, containerCursors);
  },

  containerApp(args: QueryContainerAppArgs): void {
    check.identifier('appId', args.appId);
  },

  containerImageSuggestions({ input }: QueryContainerImageSuggestionsArgs): void {
    for (const name of ['registryId', 'imageName', 'imageNamespace', 'tag'] as const) {
      check.requiredText(`input.${name}`, input[name], 1, 100);
    }
  },

  updateContainerEndpoint(args: MutationUpdateContainerEndpointArgs): void {
    check.identifier('appId', args.appId);
    check.identifier('endpointId', args.endpointId);
    checkEndpointInput(args.input);
  },

  deleteVolumeInstance(args: MutationDeleteVolumeInstanceArgs): void {
    check.identifier('appId', args.appId);
    check.identifier('volumeId', args.volumeId);
    check.identifier('instanceId', args.instanceId);
  },

  deployContainerApp(args: MutationDeployContainerAppArgs): void {
    check.identifier('appId', args.appId);
  },
};

function checkPort(argument: string, port: number | null | undefined): void {
  if (port !== null && port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) {
    throw check.refusal(argument, `${argument} must be a port from 1 to 65535.`);
  }
}

function checkPortMappings(argument: string, mappings: readonly PortMappingInput[], min: number, max: number): void {
  if (mappings.length < min || mappings.length > max) {
    throw check.refusal(
      argument,
      min === max
        ? `${argument} must hold exactly ${min} port mapping.`
        : `${argument} must hold at least ${min} port mapping.`,
    );
  }
  mappings.forEach((mapping, index) => {
    checkPort(`${argument}[${index}].containerPort`, mapping.containerPort);
    checkPort(`${argument}[${index}].exposedPort`, mapping.exposedPort);
  });
}

/** StickySessionSettings: 1 to 3 header names (RFC 9110 tokens) and an optional cookie name (a token too). */
function checkStickySessions(
  argument: string,
  sticky: NonNullable<NonNullable<ContainerEndpointInput['cdn']>['stickySessions']>,
): void {
  const headers = sticky.sessionHeaders;
  if (headers.length < 1 || headers.length > 3) {
    throw check.refusal(`${argument}.sessionHeaders`, 'sessionHeaders must hold 1 to 3 header names.');
  }
  for (const [index, header] of headers.entries()) {
    check.httpToken(`${argument}.sessionHeaders[${index}]`, header);
  }
  if (sticky.cookieName != null) check.httpToken(`${argument}.cookieName`, sticky.cookieName, 'a cookie name');
}

function checkEndpointInput(input: ContainerEndpointInput): void {
  check.requiredText('input.displayName', input.displayName, 1, 50);
  const cdn = input.cdn;
  if (cdn) {
    // CdnEndpointRequest.pullZoneId is an int32 Pull Zone id.
    if (cdn.pullZoneId != null) check.int32Id('input.cdn.pullZoneId', cdn.pullZoneId);
    if (cdn.stickySessions) checkStickySessions('input.cdn.stickySessions', cdn.stickySessions);
    if (cdn.portMappings) checkPortMappings('input.cdn.portMappings', cdn.portMappings, 1, 1);
  }
  if (input.anycast) checkPortMappings('input.anycast.portMappings', input.anycast.portMappings, 1, Infinity);
}
