import { describe, expect, it } from 'vitest';
import { proseOf, withoutProse } from '../../scripts/upstreamProse.js';

/** What the upstream types generator reads of a document: its names and shapes, without its prose. */

const document = {
  openapi: '3.0.1',
  info: { title: 'Zones API', version: '1', description: 'Manages the zones of an account.' },
  paths: {
    '/zone/{id}': {
      get: {
        summary: 'Reads one zone',
        operationId: 'Zone_Get',
        'x-position': 3,
        parameters: [{ name: 'id', in: 'path', description: 'The id of the zone.', schema: { type: 'integer' } }],
        responses: { '200': { description: 'The zone', content: { 'application/json': { schema: { $ref: '#/c' } } } } },
      },
    },
  },
  components: {
    schemas: {
      Zone: {
        type: 'object',
        description: 'A zone of the account.',
        example: { description: 'an example value' },
        properties: {
          description: { type: 'string', description: 'What the owner says of the zone.', example: 'My site' },
          summary: { type: 'string', nullable: true },
          Kind: { type: 'integer', enum: [0, 1], 'x-enumNames': ['Standard', 'Volume'], default: 0 },
        },
        required: ['description'],
      },
    },
  },
};

describe('the prose of an OpenAPI document', () => {
  it('is left out wherever it is a keyword: descriptions, summaries, titles, examples and x- extensions', () => {
    const stripped = withoutProse(document);
    const text = JSON.stringify(stripped);
    for (const sentence of proseOf(document).filter((value) => typeof value === 'string'))
      expect(text).not.toContain(`"${sentence}"`);
    expect(stripped.info).toEqual({ version: '1' });
    expect(stripped.paths['/zone/{id}'].get).toEqual({
      operationId: 'Zone_Get',
      parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }],
      responses: { '200': { content: { 'application/json': { schema: { $ref: '#/c' } } } } },
    });
  });

  it('keeps properties named like a prose keyword, with their shapes, and the names and values of the schema', () => {
    expect(withoutProse(document).components.schemas.Zone).toEqual({
      type: 'object',
      properties: {
        description: { type: 'string' },
        summary: { type: 'string', nullable: true },
        Kind: { type: 'integer', enum: [0, 1], default: 0 },
      },
      required: ['description'],
    });
  });

  it('is found nested too: every string under a prose keyword is listed', () => {
    expect(proseOf(document)).toEqual(
      expect.arrayContaining([
        'Zones API',
        'Manages the zones of an account.',
        'Reads one zone',
        'The id of the zone.',
        'The zone',
        'A zone of the account.',
        'an example value',
        'What the owner says of the zone.',
        'My site',
        'Standard',
      ]),
    );
  });

  it('leaves the document it reads unchanged', () => {
    const before = JSON.stringify(document);
    withoutProse(document);
    expect(JSON.stringify(document)).toBe(before);
  });
});
