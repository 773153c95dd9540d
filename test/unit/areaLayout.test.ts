import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../../src/areas/index.js';
import { buildSchema } from '../../src/schema.js';

/**
 * Areas alike inside (docs/contributing/area-layout.md): one way to hold sub-clients (a lazy getter each), no area
 * client built on another area client, shared helpers used rather than made again, and a folder per subject once an
 * area outgrows a flat folder.
 */
const areasRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/areas');
const MAX_FLAT_FILES = 15;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const sources = filesUnder(areasRoot).map((path) => ({
  file: relative(areasRoot, path),
  text: readFileSync(path, 'utf8'),
}));
const areaFolders = readdirSync(areasRoot, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** Lines that make a client-like part of a client (a sub-client, a request's loaders or lists). */
const PART_CONSTRUCTION = /new [A-Z]\w*(?:Client|Loaders|Lists|Reads)\(/;
/** The one form that is allowed: a lazy getter filling its private slot on first use. */
const LAZY_GETTER_LINE = /^\s+this\.\w+Part \?\?= new [A-Z]\w*\(/;
/** The area descriptor's factory: one client per area and request. */
const DESCRIPTOR_FACTORY = /client: \(session, credentials\) => new [A-Z]\w*Client\(/;

describe('areas alike inside', () => {
  it('makes every sub-client in a lazy getter, so a request builds only the parts it uses', () => {
    const elsewhere = sources.flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, index) => ({ line, where: `${file}:${index + 1}` }))
        .filter(({ line }) => PART_CONSTRUCTION.test(line))
        .filter(({ line }) => !LAZY_GETTER_LINE.test(line) && !DESCRIPTOR_FACTORY.test(line))
        .map(({ where, line }) => `${where}: ${line.trim()}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('builds area clients on AreaClient or an abstract base of one host, never on another concrete client', () => {
    const abstractBases = new Set(
      sources.flatMap(({ text }) => [...text.matchAll(/export abstract class (\w+)/g)].map((match) => match[1])),
    );
    const concreteBases = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/class (\w+Client) extends (\w+)/g)]
        .filter(([, , base]) => !abstractBases.has(base))
        .map(([, name, base]) => `${file}: ${name} extends ${base}`),
    );
    expect(abstractBases.has('AreaClient')).toBe(true);
    expect(concreteBases).toEqual([]);
  });

  it('keeps one integer-enum codec, in the shared folder, for every area', () => {
    const ownCodecs = sources
      .filter(({ file }) => !file.startsWith('shared/'))
      .filter(({ text }) => /export function (?:intEnum|codedEnum|orderedEnum|stringEnum)\b/.test(text))
      .map(({ file }) => file);
    expect(ownCodecs).toEqual([]);
  });

  it(`groups an area of more than ${MAX_FLAT_FILES} files into a folder per subject`, () => {
    const crowded = areaFolders
      .map((area) => ({
        area,
        flat: readdirSync(join(areasRoot, area), { withFileTypes: true }).filter((entry) => entry.isFile()).length,
      }))
      .filter(({ flat }) => flat > MAX_FLAT_FILES)
      .map(({ area, flat }) => `${area}: ${flat} files side by side`);
    expect(crowded).toEqual([]);
  });

  it('maps only types the schema has, to types their file exports (codegen drops a stale mapper silently)', () => {
    const schema = buildSchema();
    const wrong = AREAS.flatMap((area) =>
      Object.entries(area.mappers ?? {}).flatMap(([type, target]) => {
        const [file = '', exported = ''] = target.split('#');
        const text = readFileSync(join(areasRoot, area.name, file), 'utf8');
        const problems: string[] = [];
        if (!schema.getType(type)) problems.push(`${area.name}: ${type} is not a type of the schema`);
        if (!new RegExp(`export (?:type|interface) ${exported}\\b`).test(text))
          problems.push(`${area.name}: ${target} is not exported`);
        return problems;
      }),
    );
    expect(wrong).toEqual([]);
  });
});
