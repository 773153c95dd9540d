import type { ContainerEndpointInput, ContainerImageInput, PortMappingInput } from '../../__generated__/resolvers-types.js';
import { badInput } from '../../errors/gatewayError.js';
import { lengthBetween } from '../shared/validate.js';

/** The limits of magic-containers-api.json's EndpointRequest and ListContainerImageExposedPortsRequest. */

export function checkImageInput(input: ContainerImageInput): ContainerImageInput {
  for (const name of ['registryId', 'imageName', 'imageNamespace', 'tag'] as const) {
    lengthBetween('containers', `input.${name}`, input[name], 1, 100);
  }
  return input;
}

function checkPort(argument: string, port: number | null | undefined): void {
  if (port !== null && port !== undefined && (port < 1 || port > 65535)) throw badInput('containers', argument, `${argument} must be a port from 1 to 65535.`);
}

function checkPortMappings(argument: string, mappings: readonly PortMappingInput[], min: number, max: number): void {
  if (mappings.length < min || mappings.length > max) {
    throw badInput('containers', argument, min === max ? `${argument} must hold exactly ${min} port mapping.` : `${argument} must hold at least ${min} port mapping.`);
  }
  mappings.forEach((mapping, index) => {
    checkPort(`${argument}[${index}].containerPort`, mapping.containerPort);
    checkPort(`${argument}[${index}].exposedPort`, mapping.exposedPort);
  });
}

export function checkEndpointInput(input: ContainerEndpointInput): ContainerEndpointInput {
  lengthBetween('containers', 'input.displayName', input.displayName, 1, 50);
  if (input.cdn?.portMappings) checkPortMappings('input.cdn.portMappings', input.cdn.portMappings, 1, 1);
  const headers = input.cdn?.stickySessions?.sessionHeaders;
  if (headers && (headers.length < 1 || headers.length > 3)) {
    throw badInput('containers', 'input.cdn.stickySessions.sessionHeaders', 'sessionHeaders must hold 1 to 3 header names.');
  }
  if (input.anycast) checkPortMappings('input.anycast.portMappings', input.anycast.portMappings, 1, Infinity);
  return input;
}
