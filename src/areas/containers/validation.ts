import type {
  ContainerEndpointInput,
  ContainerImageInput,
  PortMappingInput,
} from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { httpToken, int32Id, requiredText } from '../shared/validate.js';

/** The limits of magic-containers-api.json's EndpointRequest and ListContainerImageExposedPortsRequest. */

export function checkImageInput(input: ContainerImageInput): ContainerImageInput {
  for (const name of ['registryId', 'imageName', 'imageNamespace', 'tag'] as const) {
    requiredText('containers', `input.${name}`, input[name], 1, 100);
  }
  return input;
}

function checkPort(argument: string, port: number | null | undefined): void {
  if (port !== null && port !== undefined && (!Number.isInteger(port) || port < 1 || port > 65535)) {
    throw badInput('containers', argument, `${argument} must be a port from 1 to 65535.`);
  }
}

function checkPortMappings(argument: string, mappings: readonly PortMappingInput[], min: number, max: number): void {
  if (mappings.length < min || mappings.length > max) {
    throw badInput(
      'containers',
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
    throw badInput('containers', `${argument}.sessionHeaders`, 'sessionHeaders must hold 1 to 3 header names.');
  }
  for (const [index, header] of headers.entries()) {
    httpToken('containers', `${argument}.sessionHeaders[${index}]`, header);
  }
  if (sticky.cookieName != null) httpToken('containers', `${argument}.cookieName`, sticky.cookieName, 'a cookie name');
}

export function checkEndpointInput(input: ContainerEndpointInput): ContainerEndpointInput {
  requiredText('containers', 'input.displayName', input.displayName, 1, 50);
  const cdn = input.cdn;
  if (cdn) {
    // CdnEndpointRequest.pullZoneId is an int32 Pull Zone id.
    if (cdn.pullZoneId != null) int32Id('containers', 'input.cdn.pullZoneId', cdn.pullZoneId);
    if (cdn.stickySessions) checkStickySessions('input.cdn.stickySessions', cdn.stickySessions);
    if (cdn.portMappings) checkPortMappings('input.cdn.portMappings', cdn.portMappings, 1, 1);
  }
  if (input.anycast) checkPortMappings('input.anycast.portMappings', input.anycast.portMappings, 1, Infinity);
  return input;
}
