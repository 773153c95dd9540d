import type { ContainerEndpointInput, PortMappingInput } from '../../../__generated__/resolvers-types.js';
import { validatorsFor } from '../../shared/validate.js';

/**
 * The checks of an endpoint's configuration, with the limits of magic-containers-api.json's EndpointRequest: for
 * `createContainerEndpoint` and `updateContainerEndpoint` (argument `input`) and the endpoints of a container.
 */
const check = validatorsFor('containers');

export function checkPort(argument: string, port: number | null | undefined): void {
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

/** An EndpointRequest at `argument` (`input`, or `input.containers[0].endpoints[1]`). */
export function checkEndpointInput(argument: string, input: ContainerEndpointInput): void {
  check.requiredText(`${argument}.displayName`, input.displayName, 1, 50);
  const cdn = input.cdn;
  if (cdn) {
    // CdnEndpointRequest.pullZoneId is an int32 Pull Zone id.
    if (cdn.pullZoneId != null) check.int32Id(`${argument}.cdn.pullZoneId`, cdn.pullZoneId);
    if (cdn.stickySessions) checkStickySessions(`${argument}.cdn.stickySessions`, cdn.stickySessions);
    if (cdn.portMappings) checkPortMappings(`${argument}.cdn.portMappings`, cdn.portMappings, 1, 1);
  }
  if (input.anycast)
    checkPortMappings(`${argument}.anycast.portMappings`, input.anycast.portMappings, 1, Number.POSITIVE_INFINITY);
}
