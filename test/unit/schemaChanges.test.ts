import { readFileSync } from 'node:fs';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildASTSchema,
  buildSchema as buildSchemaFromSdl,
  lexicographicSortSchema,
  parse,
  printSchema,
  visit,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../src/schema.js';

/**
 * A breaking change of the schema, against the last release's (release/last-release.graphql), needs its entry in
 * CHANGELOG.md's Unreleased section: graphql-inspector's `diff` finds the changes and says which break a caller; each
 * must be named in backticks there, by its path or a part of it (`Type`, `Type.field`, `Type.field.argument`).
 */

const read = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** What CHANGELOG.md lists as not released yet: from `## [Unreleased]` to the next release's heading. */
function unreleasedSection(changelog: string): string {
  const start = changelog.indexOf('## [Unreleased]');
  if (start < 0) return '';
  const next = changelog.indexOf('\n## [', start + 1);
  return changelog.slice(start, next < 0 ? undefined : next);
}

/** `A.b.c` is listed when the section names `A.b.c`, `A.b` or `A` in backticks. */
function isListed(path: string, section: string): boolean {
  const parts = path.split('.');
  return parts.some((_, index) => section.includes(`\`${parts.slice(0, index + 1).join('.')}\``));
}

async function unlistedBreakingChanges(released: GraphQLSchema, current: GraphQLSchema, changelog: string) {
  const section = unreleasedSection(changelog);
  const changes = await diff(released, current);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .filter((change) => !isListed(change.path ?? '', section))
    .map((change) => `${change.path}: ${change.message}`);
}

/** The schema without one root query field, as a release that removed it would print. */
function withoutQueryField(schema: GraphQLSchema, field: string): GraphQLSchema {
  const document = visit(parse(printSchema(schema)), {
    ObjectTypeDefinition: (type) =>
      type.name.value === 'Query' ? { ...type, fields: type.fields?.filter((f) => f.name.value !== field) } : undefined,
  });
  return buildASTSchema(document);
}

const released = buildSchemaFromSdl(read('release/last-release.graphql'));
const current = buildSchemaFromSdl(printSchema(lexicographicSortSchema(buildSchema())));
const changelog = read('CHANGELOG.md');

describe('the schema against the last release', () => {
  it('breaks nothing that CHANGELOG.md does not list under Unreleased', async () => {
    expect(await unlistedBreakingChanges(released, current, changelog)).toEqual([]);
  });

  it('finds a removed field that no entry names, and accepts it once the entry names it', async () => {
    const withoutList = withoutQueryField(current, 'storageRegions');
    const unlisted = await unlistedBreakingChanges(released, withoutList, changelog);
    expect(unlisted).toEqual([expect.stringMatching(/^Query\.storageRegions: /)]);
    const entry = `${changelog.replace('### Changed', '### Removed\n\n- `Query.storageRegions`.\n\n### Changed')}`;
    expect(await unlistedBreakingChanges(released, withoutList, entry)).toEqual([]);
  });

  it('reads only the Unreleased section: an entry of a release does not excuse a new change', async () => {
    const withoutList = withoutQueryField(current, 'storageRegions');
    const old = `${changelog}\n## [0.1.0] - 2026-12-01\n\n- \`Query.storageRegions\`.\n`;
    expect(await unlistedBreakingChanges(released, withoutList, old)).toHaveLength(1);
  });
});
