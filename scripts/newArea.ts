import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as templates from './newAreaTemplates.js';

/**
 * `npm run new-area -- <name>`: writes a new area that works end to end (a status read through the gateway, served
 * by the sandbox) and adds its name to the one list of areas, src/areas/names.ts: one line, the only one it changes
 * outside the area's own files and folders (schema/<name>.graphql, src/areas/<name>/, src/sandbox/<name>/,
 * docs/areas/<name>.md, and its tests: test/sandbox/<name>.test.ts, test/integration/graph<Name>.test.ts,
 * test/integration/failingLinks/<name>.ts). Then `npm run codegen`, which writes the gateway's and the sandbox's
 * registries from the list, and the checklist of docs/contributing/add-an-area.md. `--root <dir>` writes into
 * another tree.
 */

type Template = (names: templates.AreaNames) => string;

/** The files, relative to the tree's root, each with its template. */
function filesOf(name: string, type: string): ReadonlyArray<readonly [string, Template]> {
  return [
    [`schema/${name}.graphql`, templates.schemaFile],
    [`src/areas/${name}/upstreamTypes.ts`, templates.upstreamTypesFile],
    [`src/areas/${name}/client.ts`, templates.clientFile],
    [`src/areas/${name}/resolvers.ts`, templates.resolversFile],
    [`src/areas/${name}/graphiqlTab.ts`, templates.graphiqlFile],
    [`src/areas/${name}/coverage.ts`, templates.coverageFile],
    [`src/areas/${name}/index.ts`, templates.areaIndexFile],
    [`src/sandbox/${name}/status.ts`, templates.sandboxHandlersFile],
    [`src/sandbox/${name}/routes.ts`, templates.sandboxRoutesFile],
    [`src/sandbox/${name}/index.ts`, templates.sandboxIndexFile],
    [`src/sandbox/${name}/README.md`, templates.sandboxReadmeFile],
    [`docs/areas/${name}.md`, templates.docsFile],
    [`test/sandbox/${name}.test.ts`, templates.sandboxTestFile],
    [`test/integration/graph${type}.test.ts`, templates.graphTestFile],
    [`test/integration/failingLinks/${name}.ts`, templates.failingLinksFile],
  ];
}

/** The one hand-written list of areas. */
const NAMES_FILE = 'src/areas/names.ts';

/** A camelCase name no area has yet; anything else ends the script before a file is written. */
export function checkName(root: string, name: string | undefined): string {
  if (name === undefined || !/^[a-z][A-Za-z0-9]{1,30}$/.test(name))
    throw new Error('new-area: give the area a camelCase name, e.g. `npm run new-area -- magicQueues`');
  if (existsSync(join(root, 'src/areas', name)) || existsSync(join(root, 'src/sandbox', name)))
    throw new Error(`new-area: an area named ${name} exists already`);
  return name;
}

/** The list with `name` as its last entry: one line added before the list's end. */
export function withName(text: string, name: string): string {
  const lines = text.split('\n');
  const end = lines.indexOf('] as const;');
  if (end < 0) throw new Error(`new-area: no list of names ending in \`] as const;\` in ${NAMES_FILE}`);
  lines.splice(end, 0, `  '${name}',`);
  return lines.join('\n');
}

export function newArea(root: string, requested: string | undefined): readonly string[] {
  const name = checkName(root, requested);
  const names = templates.namesOf(name);
  const written = filesOf(name, names.type).map(([file, template]) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), template(names));
    return file;
  });
  writeFileSync(join(root, NAMES_FILE), withName(readFileSync(join(root, NAMES_FILE), 'utf8'), name));
  return written;
}

function main(args: readonly string[]): void {
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? resolve(args[rootAt + 1] ?? '.') : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const name = args.find((arg, index) => !arg.startsWith('--') && (rootAt < 0 || index !== rootAt + 1));
  const written = newArea(root, name);
  process.stdout.write(
    `${written.map((file) => `wrote ${file}`).join('\n')}\nadded ${name} to ${NAMES_FILE}\n` +
      'next: npm run codegen (it registers the area), then docs/contributing/add-an-area.md\n',
  );
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
