import { describe, expect, it } from 'vitest';
import { errorFromUpstream } from '../../src/errors/fromUpstream.js';
import { parseRetryAfter } from '../../src/errors/retryAfter.js';
import type { AreaName } from '../../src/errors/gatewayError.js';
import { codeForStatus, defaultMessageForStatus } from '../../src/errors/statusCodes.js';
import { isFailureInsideSuccess, whatBunnySaid } from '../../src/errors/upstreamDialects.js';

/**
 * The one normalisation of bunny.net's failures: every dialect, every documented status, and the bodies that are
 * not what anyone documented (empty, HTML, text, truncated, the wrong JSON shape).
 */

const bytes = (text: string) => new TextEncoder().encode(text);
const json = (value: unknown) => bytes(JSON.stringify(value));

function normalise(service: AreaName, status: number, body?: Uint8Array, retryAfter?: string) {
  const error = errorFromUpstream({ service, status, body, retryAfter });
  return { message: error.message, extensions: error.extensions };
}

describe('codeForStatus', () => {
  it.each([
    [400, 'BAD_USER_INPUT'],
    [422, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'UPSTREAM_ERROR'],
    [501, 'UPSTREAM_ERROR'],
    [502, 'UPSTREAM_UNAVAILABLE'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [504, 'UPSTREAM_TIMEOUT'],
    [408, 'UPSTREAM_TIMEOUT'],
    [302, 'UPSTREAM_ERROR'],
    [418, 'UPSTREAM_ERROR'],
    [413, 'BAD_USER_INPUT'],
    [451, 'FORBIDDEN'],
    [412, 'CONFLICT'],
    // Not the caller's doing: the gateway's request or a proxy on the way.
    [405, 'UPSTREAM_ERROR'],
    [407, 'UPSTREAM_ERROR'],
    [411, 'UPSTREAM_ERROR'],
    [415, 'UPSTREAM_ERROR'],
  ])('maps HTTP %i to %s', (status, code) => {
    expect(codeForStatus(status)).toBe(code);
  });
});

describe('a non-2xx answer with an empty body', () => {
  it.each([
    [400, 'BAD_USER_INPUT', 'bunny.net rejected the request as invalid (HTTP 400).'],
    [401, 'UNAUTHENTICATED', 'bunny.net did not accept the API key. Check the AccessKey header.'],
    [403, 'FORBIDDEN', 'The API key is not allowed to perform this operation.'],
    [404, 'NOT_FOUND', 'bunny.net could not find the requested record.'],
    [409, 'CONFLICT', 'The record is in a state that does not allow this change.'],
    [429, 'RATE_LIMITED', 'bunny.net is rate limiting these requests; try again later.'],
    [500, 'UPSTREAM_ERROR', 'bunny.net failed with an internal error (HTTP 500).'],
    [502, 'UPSTREAM_UNAVAILABLE', 'bunny.net is temporarily unavailable (HTTP 502).'],
    [503, 'UPSTREAM_UNAVAILABLE', 'bunny.net is temporarily unavailable (HTTP 503).'],
    [504, 'UPSTREAM_TIMEOUT', 'bunny.net timed out (HTTP 504).'],
  ])('HTTP %i becomes %s with a clear default sentence', (status, code, message) => {
    expect(normalise('pullZones', status, new Uint8Array())).toEqual({
      message,
      extensions: { code, service: 'pullZones', httpStatus: status },
    });
    expect(normalise('pullZones', status, undefined)).toEqual({
      message,
      extensions: { code, service: 'pullZones', httpStatus: status },
    });
    expect(defaultMessageForStatus(status)).toBe(message);
  });
});

describe('a 401 without a message of its own', () => {
  it('names the credential that was sent when it was not the AccessKey header', () => {
    const error = errorFromUpstream({
      service: 'stream',
      status: 401,
      body: new Uint8Array(),
      credential: 'the key in the X-Library-Key header',
    });
    expect(error.message).toBe('bunny.net did not accept the key in the X-Library-Key header.');
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED', service: 'stream', httpStatus: 401 });
  });

  it("keeps bunny.net's own message when it sent one", () => {
    const body = json({ statusCode: 401, success: false, message: 'Library key invalid.' });
    expect(
      errorFromUpstream({ service: 'stream', status: 401, body, credential: 'the key in the X-Library-Key header' })
        .message,
    ).toBe('Library key invalid.');
  });
});

describe('bodies that are not JSON, or not a known dialect', () => {
  const cases: [string, Uint8Array][] = [
    [
      'an HTML error page',
      bytes('<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>'),
    ],
    ['text/plain', bytes('upstream connect error or disconnect/reset before headers')],
    ['truncated JSON', bytes('{"ErrorKey":"pullzone.not_found","Message":"The pull zo')],
    ['a JSON array', json([{ Message: 'not read from an array' }])],
    ['a JSON number', json(42)],
    ['JSON null', json(null)],
    ['an unrelated JSON object', json({ foo: 'bar', nested: { Message: 'not at the top level' } })],
  ];

  it.each(cases)('%s gives the default for its status and no upstream details', (_name, body) => {
    for (const status of [400, 404, 500, 502]) {
      expect(normalise('stream', status, body)).toEqual({
        message: defaultMessageForStatus(status),
        extensions: { code: codeForStatus(status), service: 'stream', httpStatus: status },
      });
    }
  });

  it("a JSON string is bunny.net's own sentence (stream-api.json documents one for a 400), never a failure in a 2xx", () => {
    const body = json('The video is already encoded with vp9.');
    expect(normalise('stream', 400, body)).toMatchObject({
      message: 'The video is already encoded with vp9.',
      extensions: { code: 'BAD_USER_INPUT', service: 'stream', httpStatus: 400 },
    });
    expect(isFailureInsideSuccess('The video is already encoded with vp9.')).toBe(false);
  });

  it.each(cases)('%s is never read as a failure inside a 2xx', (_name, body) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      parsed = undefined;
    }
    expect(isFailureInsideSuccess(parsed)).toBe(false);
  });
});

describe('the legacy core API dialect { ErrorKey, Field, Message }', () => {
  it('takes the Message, the ErrorKey and the Field renamed to the GraphQL argument', () => {
    const body = json({
      ErrorKey: 'pullzone.blocked_ip_invalid',
      Field: 'BlockedIp',
      Message: 'The blocked IP is not valid.',
    });
    expect(normalise('pullZones', 400, body)).toEqual({
      message: 'The blocked IP is not valid.',
      extensions: {
        code: 'BAD_USER_INPUT',
        service: 'pullZones',
        httpStatus: 400,
        upstream: { errorKey: 'pullzone.blocked_ip_invalid', field: 'blockedIp' },
      },
    });
  });

  it('falls back to the default sentence when every field is null', () => {
    expect(normalise('pullZones', 400, json({ ErrorKey: null, Field: null, Message: null }))).toEqual({
      message: 'bunny.net rejected the request as invalid (HTTP 400).',
      extensions: { code: 'BAD_USER_INPUT', service: 'pullZones', httpStatus: 400 },
    });
  });

  it('uses a custom field-name map when the call gives one', () => {
    const error = errorFromUpstream({
      service: 'pullZones',
      status: 400,
      json: { Field: 'Value', Message: 'Bad value' },
      fieldName: (f) => (f === 'Value' ? 'enabled' : f),
    });
    expect(error.extensions['upstream']).toEqual({ field: 'enabled' });
  });

  it('cuts an absurdly long message and strips control characters, so a message is a sentence and not a dump', () => {
    const error = errorFromUpstream({
      service: 'pullZones',
      status: 400,
      json: { Message: `Bad\r\n${'x'.repeat(5000)}` },
    });
    expect(error.message.length).toBeLessThanOrEqual(500);
    expect(error.message).toMatch(/^Bad x+\.\.\.$/);
  });
});

describe('RFC 7807 problem details', () => {
  it('takes detail as the message and keeps title, instance, id and every field error', () => {
    const body = json({
      title: 'Bad Request',
      status: 400,
      detail: 'The volume instance is attached and cannot be deleted.',
      instance: '/apps/app-1/volumes/vol-1/instances/inst-9',
      errors: [{ field: 'InstanceId', message: 'Detach the instance first.' }],
      id: 'app-1',
    });
    expect(normalise('containers', 400, body)).toEqual({
      message: 'The volume instance is attached and cannot be deleted.',
      extensions: {
        code: 'BAD_USER_INPUT',
        service: 'containers',
        httpStatus: 400,
        upstream: {
          field: 'instanceId',
          fieldErrors: [{ field: 'instanceId', message: 'Detach the instance first.' }],
          title: 'Bad Request',
          instance: '/apps/app-1/volumes/vol-1/instances/inst-9',
          id: 'app-1',
        },
      },
    });
  });

  it('uses the first field error, then the title, when there is no detail', () => {
    expect(
      normalise(
        'containers',
        422,
        json({
          title: 'Unprocessable',
          errors: [
            { field: 'Cdn.PortMappings[0].ContainerPort', message: 'Port must be set.' },
            { field: null, message: 'Also this.' },
          ],
        }),
      ),
    ).toEqual({
      message: 'Port must be set.',
      extensions: {
        code: 'BAD_USER_INPUT',
        service: 'containers',
        httpStatus: 422,
        upstream: {
          title: 'Unprocessable',
          fieldErrors: [
            { field: 'cdn.portMappings[0].containerPort', message: 'Port must be set.' },
            { field: null, message: 'Also this.' },
          ],
        },
      },
    });
    expect(normalise('containers', 404, json({ title: 'Not Found', status: 404 })).message).toBe('Not Found');
  });

  it('reads the variant with type (the 401 ProblemDetails)', () => {
    const body = json({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
      title: 'Unauthorized',
      status: 401,
      detail: 'The API key is invalid.',
      instance: '/mc/apps/app-1/deploy',
    });
    expect(normalise('containers', 401, body)).toEqual({
      message: 'The API key is invalid.',
      extensions: {
        code: 'UNAUTHENTICATED',
        service: 'containers',
        httpStatus: 401,
        upstream: {
          title: 'Unauthorized',
          type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
          instance: '/mc/apps/app-1/deploy',
        },
      },
    });
  });

  it('reads the ASP.NET validation map { errors: { Field: [messages] } } as field errors', () => {
    const body = json({
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { DisplayName: ['The DisplayName field is required.'] },
    });
    expect(normalise('containers', 400, body).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      service: 'containers',
      httpStatus: 400,
      upstream: {
        title: 'One or more validation errors occurred.',
        field: 'displayName',
        fieldErrors: [{ field: 'displayName', message: 'The DisplayName field is required.' }],
      },
    });
  });

  it('lets the HTTP status win over a different status in the body', () => {
    expect(
      normalise('containers', 409, json({ title: 'Conflict', status: 400, detail: 'Application is suspended.' }))
        .extensions,
    ).toMatchObject({ code: 'CONFLICT', httpStatus: 409 });
  });
});

describe('the Stream status model { success, message, statusCode }', () => {
  it('a 422 with the model gives its message', () => {
    expect(
      normalise(
        'stream',
        422,
        json({ success: false, message: 'Unable to fetch the thumbnail from the origin.', statusCode: 422 }),
      ),
    ).toEqual({
      message: 'Unable to fetch the thumbnail from the origin.',
      extensions: { code: 'BAD_USER_INPUT', service: 'stream', httpStatus: 422 },
    });
  });

  it('a 200 with success:false is a failure, with the status inside when it fails', () => {
    const body = { success: false, message: 'Video not found.', statusCode: 404 };
    expect(isFailureInsideSuccess(body)).toBe(true);
    const error = errorFromUpstream({ service: 'stream', status: 200, json: body });
    expect({ message: error.message, extensions: error.extensions }).toEqual({
      message: 'Video not found.',
      extensions: { code: 'NOT_FOUND', service: 'stream', httpStatus: 404 },
    });
  });

  it('a 200 with success:false and statusCode 200 keeps the status bunny.net sent and is an UPSTREAM_ERROR', () => {
    const body = { success: false, message: 'The thumbnail could not be set.', statusCode: 200 };
    expect(isFailureInsideSuccess(body)).toBe(true);
    const error = errorFromUpstream({ service: 'stream', status: 200, json: body });
    expect({ message: error.message, extensions: error.extensions }).toEqual({
      message: 'The thumbnail could not be set.',
      extensions: { code: 'UPSTREAM_ERROR', service: 'stream', httpStatus: 200 },
    });
  });

  it('a 200 with success:false and nothing else still gets a clear message', () => {
    const error = errorFromUpstream({ service: 'stream', status: 200, json: { success: false } });
    expect(error.message).toBe('bunny.net reported that the operation failed, without giving a reason.');
    expect(error.extensions).toEqual({ code: 'UPSTREAM_ERROR', service: 'stream', httpStatus: 200 });
  });

  it('a 200 with success:true is not a failure', () => {
    expect(isFailureInsideSuccess({ success: true, message: 'Thumbnail set', statusCode: 200 })).toBe(false);
  });

  it("success:true with the document's own odd statusCode (-2147483648) is not a failure", () => {
    expect(isFailureInsideSuccess({ success: true, message: 'string', statusCode: -2147483648 })).toBe(false);
  });

  it('without success, a failing statusCode is the failure', () => {
    expect(isFailureInsideSuccess({ message: 'Video not found.', statusCode: 404 })).toBe(true);
  });
});

describe('the Shield envelope { data, error }', () => {
  const envelope = (error: unknown, data: unknown = null) => ({ data, error });

  it('a success envelope is not a failure', () => {
    expect(
      isFailureInsideSuccess(envelope({ statusCode: 200, success: true, message: null, errorKey: null }, { ok: 1 })),
    ).toBe(false);
    expect(isFailureInsideSuccess(envelope(null, { ok: 1 }))).toBe(false);
  });

  it('success:false inside a 200 is a failure with the message and errorKey', () => {
    const body = envelope({
      statusCode: 400,
      success: false,
      message: 'The Pull Zone already has a Shield Zone.',
      errorKey: 'shield.zone_exists',
    });
    expect(isFailureInsideSuccess(body)).toBe(true);
    const error = errorFromUpstream({ service: 'shield', status: 200, json: body });
    expect({ message: error.message, extensions: error.extensions }).toEqual({
      message: 'The Pull Zone already has a Shield Zone.',
      extensions: {
        code: 'BAD_USER_INPUT',
        service: 'shield',
        httpStatus: 400,
        upstream: { errorKey: 'shield.zone_exists' },
      },
    });
  });

  it('success:true is a success whatever the statusCode next to it says: bunny.net defines success that way', () => {
    const body = envelope({ statusCode: 401, success: true, message: null, errorKey: null }, { id: 7 });
    expect(isFailureInsideSuccess(body)).toBe(false);
  });

  it('without success, a non-2xx statusCode inside a 200 is the failure', () => {
    const body = envelope({ statusCode: 409, message: 'Conflict on the zone.', errorKey: null });
    expect(isFailureInsideSuccess(body)).toBe(true);
    expect(errorFromUpstream({ service: 'shield', status: 200, json: body }).extensions).toEqual({
      code: 'CONFLICT',
      service: 'shield',
      httpStatus: 409,
    });
  });

  it('success:false with statusCode 200 inside a 200 is an UPSTREAM_ERROR with the message', () => {
    const body = envelope({
      statusCode: 200,
      success: false,
      message: 'Could not create the zone.',
      errorKey: 'shield.create_failed',
    });
    const error = errorFromUpstream({ service: 'shield', status: 200, json: body });
    expect({ message: error.message, extensions: error.extensions }).toEqual({
      message: 'Could not create the zone.',
      extensions: {
        code: 'UPSTREAM_ERROR',
        service: 'shield',
        httpStatus: 200,
        upstream: { errorKey: 'shield.create_failed' },
      },
    });
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [403, 'FORBIDDEN'],
    [409, 'CONFLICT'],
  ])('an envelope sent with HTTP %i becomes %s', (status, code) => {
    const body = json(
      envelope({ statusCode: status, success: false, message: `Refused with ${status}.`, errorKey: 'shield.refused' }),
    );
    expect(normalise('shield', status, body)).toEqual({
      message: `Refused with ${status}.`,
      extensions: { code, service: 'shield', httpStatus: status, upstream: { errorKey: 'shield.refused' } },
    });
  });
});

describe('a Shield envelope whose error holds only a message and an errorKey', () => {
  it('keeps both on a non-2xx answer', () => {
    const body = json({ data: null, error: { message: 'Pull zone already protected', errorKey: 'shield.exists' } });
    expect(normalise('shield', 400, body)).toEqual({
      message: 'Pull zone already protected',
      extensions: {
        code: 'BAD_USER_INPUT',
        service: 'shield',
        httpStatus: 400,
        upstream: { errorKey: 'shield.exists' },
      },
    });
  });
});

describe('the AI recommendation { success, errorResponse }', () => {
  it('success:false with an errorResponse is a failure read from the errorResponse', () => {
    const body = {
      shieldZoneId: 42,
      ruleId: '942100',
      success: false,
      recommendation: null,
      errorResponse: {
        statusCode: 404,
        success: false,
        message: 'Rule was not triggered.',
        errorKey: 'waf.rule_not_triggered',
      },
    };
    expect(isFailureInsideSuccess(body)).toBe(true);
    const error = errorFromUpstream({ service: 'shield', status: 200, json: body });
    expect({ message: error.message, extensions: error.extensions }).toEqual({
      message: 'Rule was not triggered.',
      extensions: {
        code: 'NOT_FOUND',
        service: 'shield',
        httpStatus: 404,
        upstream: { errorKey: 'waf.rule_not_triggered' },
      },
    });
  });

  it('success:false without an errorResponse is still a failure', () => {
    const body = { shieldZoneId: 42, ruleId: '942100', success: false, recommendation: null, errorResponse: null };
    expect(isFailureInsideSuccess(body)).toBe(true);
    expect(errorFromUpstream({ service: 'shield', status: 200, json: body }).extensions).toEqual({
      code: 'UPSTREAM_ERROR',
      service: 'shield',
      httpStatus: 200,
    });
  });

  it('success:true is not a failure', () => {
    expect(
      isFailureInsideSuccess({
        shieldZoneId: 42,
        ruleId: '1',
        success: true,
        recommendation: 'ok',
        errorResponse: null,
      }),
    ).toBe(false);
  });
});

describe('the bare Shield status { statusCode }', () => {
  it('a 401 with { statusCode: 401 } is UNAUTHENTICATED with the default sentence', () => {
    expect(normalise('shield', 401, json({ statusCode: 401 }))).toEqual({
      message: 'bunny.net did not accept the API key. Check the AccessKey header.',
      extensions: { code: 'UNAUTHENTICATED', service: 'shield', httpStatus: 401 },
    });
  });

  it('{ statusCode: 401 } inside a 200 is a failure too', () => {
    expect(isFailureInsideSuccess({ statusCode: 401 })).toBe(true);
    expect(errorFromUpstream({ service: 'shield', status: 200, json: { statusCode: 401 } }).extensions).toEqual({
      code: 'UNAUTHENTICATED',
      service: 'shield',
      httpStatus: 401,
    });
  });

  it('a record that merely has other fields next to a statusCode is not mistaken for a failure', () => {
    expect(isFailureInsideSuccess({ statusCode: 404, logs: [] })).toBe(false);
    expect(isFailureInsideSuccess({ statusCode: 200 })).toBe(false);
  });
});

describe('whatBunnySaid', () => {
  it('reads nothing from values that are not objects or strings', () => {
    for (const value of [undefined, null, 1, [], [{ Message: 'x' }], true]) expect(whatBunnySaid(value)).toEqual({});
  });

  it("reads a bare JSON string as bunny.net's sentence, scrubbed and on one line (Stream's output codec 400)", () => {
    const secrets = { scrub: (text: string) => text.replace('secret-key-1', '[redacted]') };
    expect(whatBunnySaid('The video is already\nencoded with vp9 (secret-key-1).', secrets)).toEqual({
      message: 'The video is already encoded with vp9 ([redacted]).',
    });
    expect(whatBunnySaid('  ')).toEqual({});
  });

  it('ignores blank and non-string messages', () => {
    expect(whatBunnySaid({ Message: '   ', ErrorKey: 7 })).toEqual({});
    expect(whatBunnySaid({ detail: { nested: true }, title: '' })).toEqual({});
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-11-21T06:00:00Z');

  it.each([
    ['120', 120],
    [' 7 ', 7],
    ['0', 0],
    ['Sat, 21 Nov 2026 06:00:30 GMT', 30],
    ['Sat, 21 Nov 2026 05:59:00 GMT', undefined],
    ['soon', undefined],
    ['-5', undefined],
    ['1.5', undefined],
    ['', undefined],
    ['99999999999999999999999', undefined],
    ['2026-11-21', undefined],
    [undefined, undefined],
    ['9999999999', 9_999_999_999],
    ['Saturday, 21-Nov-26 06:01:00 GMT', 60],
    ['Sat Nov 21 06:00:10 2026', 10],
    ['Sat Nov  1 06:00:10 2027', 345 * 86_400 + 10],
    ['+5', undefined],
    ['1e3', undefined],
    ['0x10', undefined],
    ['1 0', undefined],
    ['5, 9999999999', undefined],
    ['Sat, 21 Nov 2099 06:00:30 GMT, 5', undefined],
    ['5, Sat, 21 Nov 2099 06:00:30 GMT', undefined],
    ['hello 2099', undefined],
    ['Sat, 21 Nov 2099 06:00:30', undefined],
    ['Sat, 21 Nov 2099 06:00:30 UTC', undefined],
    ['Sat, 31 Feb 2099 06:00:30 GMT', undefined],
    ['Sat, 00 Nov 2099 06:00:30 GMT', undefined],
    ['Sat, 21 Nov 2099 24:00:30 GMT', undefined],
    ['sat, 21 nov 2099 06:00:30 gmt', undefined],
  ])('%j gives %j seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });

  it('lands in extensions.upstream.retryAfter of a 429', () => {
    expect(
      normalise('pullZones', 429, json({ ErrorKey: 'too_many', Message: 'Too many certificate requests.' }), '30'),
    ).toEqual({
      message: 'Too many certificate requests.',
      extensions: {
        code: 'RATE_LIMITED',
        service: 'pullZones',
        httpStatus: 429,
        upstream: { errorKey: 'too_many', retryAfter: 30 },
      },
    });
  });

  it('garbage Retry-After is left out rather than guessed', () => {
    expect(normalise('pullZones', 429, undefined, 'later please').extensions).toEqual({
      code: 'RATE_LIMITED',
      service: 'pullZones',
      httpStatus: 429,
    });
  });
});

/**
 * Every status -> body pair the OpenAPI documents declare for the 18 operations (plus the library-key lookup the
 * thumbnail operation makes). `none` is a response without content.
 */
const legacyBody = { ErrorKey: 'error.key', Field: 'Hostname', Message: 'The hostname is invalid.' };
const problemBody = {
  title: 'Bad Request',
  status: 400,
  detail: 'Invalid input.',
  instance: '/x',
  errors: [{ field: 'DisplayName', message: 'Required.' }],
  id: 'app-1',
};
const problemTypeBody = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  title: 'Unauthorized',
  status: 401,
  detail: 'Bad key.',
  instance: '/x',
};
const statusModelBody = { success: false, message: 'The URL is invalid.', statusCode: 400 };
const shieldEnvelopeBody = {
  data: null,
  error: { statusCode: 400, success: false, message: 'Refused.', errorKey: 'shield.refused' },
};
const bareStatusBody = { statusCode: 401 };

type Shape = 'none' | 'legacy' | 'problem' | 'problemType' | 'statusModel' | 'shieldEnvelope' | 'bareStatus';
const bodies: Record<Shape, unknown> = {
  none: undefined,
  legacy: legacyBody,
  problem: problemBody,
  problemType: problemTypeBody,
  statusModel: statusModelBody,
  shieldEnvelope: shieldEnvelopeBody,
  bareStatus: bareStatusBody,
};
const expectedMessage: Record<Shape, string | null> = {
  none: null,
  legacy: 'The hostname is invalid.',
  problem: 'Invalid input.',
  problemType: 'Bad key.',
  statusModel: 'The URL is invalid.',
  shieldEnvelope: 'Refused.',
  bareStatus: null,
};

const documented: [operation: string, service: AreaName, status: number, shape: Shape][] = [
  ['shieldZoneMetrics GET /shield/metrics/overview/{id}', 'shield', 401, 'bareStatus'],
  ['shieldZoneMetrics', 'shield', 500, 'none'],
  ['createShieldZone POST /shield/shield-zone', 'shield', 400, 'shieldEnvelope'],
  ['createShieldZone', 'shield', 401, 'bareStatus'],
  ['createShieldZone', 'shield', 403, 'shieldEnvelope'],
  ['createShieldZone', 'shield', 409, 'shieldEnvelope'],
  ['createShieldZone', 'shield', 500, 'none'],
  [
    'wafRuleRecommendation GET /shield/waf/rules/review-triggered/ai-recommendation/{id}/{ruleId}',
    'shield',
    401,
    'bareStatus',
  ],
  ['wafRuleRecommendation', 'shield', 500, 'none'],
  ['shieldEventLogExport POST /shield/event-logs/{id}/export', 'shield', 400, 'problemType'],
  ['shieldEventLogExport', 'shield', 401, 'problemType'],
  ['shieldEventLogExport', 'shield', 500, 'none'],
  ['containerImageSuggestions POST /mc/registries/image-config', 'containers', 401, 'problemType'],
  ['containerImageSuggestions', 'containers', 500, 'problem'],
  ['containerNodeIps GET /mc/nodes/plain', 'containers', 500, 'problem'],
  ['updateContainerEndpoint PUT /mc/apps/{appId}/endpoints/{endpointId}', 'containers', 400, 'problem'],
  ['updateContainerEndpoint', 'containers', 401, 'problemType'],
  ['updateContainerEndpoint', 'containers', 403, 'problem'],
  ['updateContainerEndpoint', 'containers', 404, 'problem'],
  ['updateContainerEndpoint', 'containers', 422, 'problem'],
  ['updateContainerEndpoint', 'containers', 500, 'problem'],
  [
    'deleteContainerVolumeInstance DELETE /mc/apps/{appId}/volumes/{volumeId}/instances/{instanceId}',
    'containers',
    400,
    'problem',
  ],
  ['deleteContainerVolumeInstance', 'containers', 401, 'none'],
  ['deleteContainerVolumeInstance', 'containers', 404, 'problem'],
  ['deleteContainerVolumeInstance', 'containers', 500, 'problem'],
  ['deployContainerApp POST /mc/apps/{appId}/deploy', 'containers', 401, 'problemType'],
  ['deployContainerApp', 'containers', 404, 'problem'],
  ['deployContainerApp', 'containers', 409, 'problem'],
  ['deployContainerApp', 'containers', 500, 'problem'],
  ['updateEdgeScript POST /compute/script/{id}', 'edgeScripts', 401, 'none'],
  ['updateEdgeScript', 'edgeScripts', 404, 'none'],
  ['updateEdgeScript', 'edgeScripts', 500, 'none'],
  ['publishEdgeScriptRelease POST /compute/script/{id}/publish/{uuid}', 'edgeScripts', 400, 'none'],
  ['publishEdgeScriptRelease', 'edgeScripts', 401, 'none'],
  ['publishEdgeScriptRelease', 'edgeScripts', 404, 'none'],
  ['publishEdgeScriptRelease', 'edgeScripts', 500, 'none'],
  [
    'setPullZoneEdgeRuleEnabled POST /pullzone/{id}/edgerules/{edgeRuleId}/setEdgeRuleEnabled',
    'pullZones',
    400,
    'legacy',
  ],
  ['setPullZoneEdgeRuleEnabled', 'pullZones', 401, 'none'],
  ['setPullZoneEdgeRuleEnabled', 'pullZones', 404, 'none'],
  ['setPullZoneEdgeRuleEnabled', 'pullZones', 500, 'none'],
  ['removePullZoneBlockedIp POST /pullzone/{id}/removeBlockedIp', 'pullZones', 400, 'legacy'],
  ['removePullZoneBlockedIp', 'pullZones', 401, 'none'],
  ['removePullZoneBlockedIp', 'pullZones', 404, 'none'],
  ['removePullZoneBlockedIp', 'pullZones', 500, 'none'],
  ['requestPullZoneExternalHttpCertificate POST /pullzone/requestExternalHttpCertificate', 'pullZones', 400, 'legacy'],
  ['requestPullZoneExternalHttpCertificate', 'pullZones', 401, 'none'],
  ['requestPullZoneExternalHttpCertificate', 'pullZones', 404, 'none'],
  ['requestPullZoneExternalHttpCertificate', 'pullZones', 429, 'legacy'],
  ['requestPullZoneExternalHttpCertificate', 'pullZones', 500, 'none'],
  ['resetPullZoneSecurityKey POST /pullzone/{id}/resetSecurityKey', 'pullZones', 400, 'legacy'],
  ['resetPullZoneSecurityKey', 'pullZones', 401, 'none'],
  ['resetPullZoneSecurityKey', 'pullZones', 404, 'none'],
  ['resetPullZoneSecurityKey', 'pullZones', 500, 'none'],
  ['removeVideoLibraryBlockedReferrer POST /videolibrary/{id}/removeBlockedReferrer', 'stream', 400, 'legacy'],
  ['removeVideoLibraryBlockedReferrer', 'stream', 401, 'none'],
  ['removeVideoLibraryBlockedReferrer', 'stream', 404, 'none'],
  ['removeVideoLibraryBlockedReferrer', 'stream', 500, 'none'],
  ['setVideoThumbnail POST {video}/library/{libraryId}/videos/{videoId}/thumbnail', 'stream', 400, 'statusModel'],
  ['setVideoThumbnail', 'stream', 401, 'none'],
  ['setVideoThumbnail', 'stream', 403, 'none'],
  ['setVideoThumbnail', 'stream', 404, 'none'],
  ['setVideoThumbnail', 'stream', 422, 'statusModel'],
  ['setVideoThumbnail', 'stream', 500, 'none'],
  ['setVideoThumbnail (library key lookup) GET /videolibrary/{id}', 'stream', 401, 'legacy'],
  ['setVideoThumbnail (library key lookup)', 'stream', 403, 'legacy'],
  ['setVideoThumbnail (library key lookup)', 'stream', 404, 'legacy'],
  ['setVideoThumbnail (library key lookup)', 'stream', 500, 'none'],
  ['originErrorLogs GET {originLogs}/{pullZoneId}/{date}', 'originLogs', 401, 'none'],
];

describe('every status and body the OpenAPI documents declare for the 18 operations', () => {
  it.each(documented)(
    '%s (%s): HTTP %i with %s gives the status code and a readable sentence',
    (_operation, service, status, shape) => {
      const body = bodies[shape];
      const { message, extensions } = normalise(service, status, body === undefined ? undefined : json(body));
      expect(extensions).toMatchObject({ code: codeForStatus(status), service, httpStatus: status });
      expect(message).toBe(expectedMessage[shape] ?? defaultMessageForStatus(status));
      expect(message).not.toMatch(/[{}[\]"]/);
    },
  );

  it('covers all 18 operations', () => {
    const operations = new Set(documented.map(([operation]) => operation.split(' ')[0]));
    expect(operations.size).toBe(18);
  });
});
