import type {
  ApiGuardianParametersInput,
  UpdateShieldApiGuardianEndpointInput,
  UpdateShieldApiGuardianInput,
  UploadShieldApiGuardianSpecificationInput,
  ApiGuardianEndpointsArgs,
} from '../../../__generated__/resolvers-types.js';
import { pageRequest, type PageRequest } from '../../shared/paging/index.js';
import { validatorsFor } from '../../shared/validate.js';

/** API Guardian's argument checks: BAD_USER_INPUT naming the argument, before any call. */
const check = validatorsFor('shield');

/** A specification is a document, sent in the JSON body: bounded so one request cannot carry an unbounded one. */
export const MAX_SPECIFICATION_LENGTH = 2_000_000;
const MAX_PARAMETERS = 100;
const MAX_PARAMETER_NAME = 256;
const MAX_REQUEST_COUNT = 2 ** 31 - 1;
const ENDPOINT = 'input.apiGuardianEndpoint';

const changesNothing = (input: object): boolean =>
  Object.values(input).every((value) => value === undefined || value === null);

export const validate = {
  /** A cursor only pages the endpoints of the zone that made it. */
  endpoints(shieldZoneId: number, args: ApiGuardianEndpointsArgs): PageRequest {
    return pageRequest('shield', `apiGuardianEndpoints:${shieldZoneId}`, args);
  },

  updateShieldApiGuardian({ shieldZoneId, apiGuardian }: UpdateShieldApiGuardianInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    if (changesNothing(apiGuardian))
      throw check.refusal('input.apiGuardian', 'input.apiGuardian must change at least one setting.');
  },

  updateShieldApiGuardianEndpoint(input: UpdateShieldApiGuardianEndpointInput): void {
    check.int32Id('input.shieldZoneId', input.shieldZoneId);
    check.positiveId('input.apiGuardianEndpointId', input.apiGuardianEndpointId);
    const endpoint = input.apiGuardianEndpoint;
    if (changesNothing(endpoint)) throw check.refusal(ENDPOINT, `${ENDPOINT} must change at least one setting.`);
    const count = endpoint.rateLimitingRequestCount;
    if (count != null && (count < 1 || count > MAX_REQUEST_COUNT))
      throw check.refusal(
        `${ENDPOINT}.rateLimitingRequestCount`,
        `${ENDPOINT}.rateLimitingRequestCount must be 1 to ${MAX_REQUEST_COUNT}.`,
      );
    if (endpoint.injectionDetectionParameters)
      parameters(`${ENDPOINT}.injectionDetectionParameters`, endpoint.injectionDetectionParameters);
  },

  /** The upload and the replacement take the same input fields. */
  specification({ shieldZoneId, content }: UploadShieldApiGuardianSpecificationInput): void {
    check.int32Id('input.shieldZoneId', shieldZoneId);
    document('input.content', content, MAX_SPECIFICATION_LENGTH);
  },
};

/**
 * A document's text (a specification, a page of HTML): Unicode, not blank, at most `max` characters. Line breaks and
 * tabs are its own, so only NUL is refused of the control characters.
 */
export function document(argument: string, value: string, max: number): void {
  check.wellFormed(argument, value);
  if (value.trim().length === 0) throw check.refusal(argument, `${argument} must not be empty.`);
  if (value.length > max)
    throw check.refusal(argument, `${argument} must be at most ${max} characters long (got ${value.length}).`);
  if (value.includes('\u0000')) throw check.refusal(argument, `${argument} must not contain NUL characters.`);
}

function parameters(argument: string, input: ApiGuardianParametersInput): void {
  for (const [where, names] of Object.entries(input)) {
    const list = (names ?? []) as readonly string[];
    if (list.length > MAX_PARAMETERS)
      throw check.refusal(
        `${argument}.${where}`,
        `${argument}.${where} may name at most ${MAX_PARAMETERS} parameters.`,
      );
    for (const [index, name] of list.entries())
      check.lengthBetween(`${argument}.${where}[${index}]`, name, 1, MAX_PARAMETER_NAME);
  }
}
