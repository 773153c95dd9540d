import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as templates from './newAreaTemplates.js';

/**
 * `npm run new-area -- <name>`: writes a new area that works end to end (a status read through the gateway, served
 * by the sandbox) and registers it in the two area lists, the gateway's (src/areas/index.ts) and the sandbox's
 * (src/sandbox/areas.ts), one entry each. Everything else it writes is inside the area's own files and folders:
 * schema/<name>.graphql, src/areas/<name>/, src/sandbox/<name>/, docs/areas/<name>.md and two test files. Then
 * `npm run codegen` and the checklist of docs/contributing/add-an-area.md. `--root <dir>` writes into another tree.
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
    [`src/areas/${name}/index.ts`, templates.areaIndexFile],
    [`src/sandbox/${name}/status.ts`, templates.sandboxHandlersFile],
    [`src/sandbox/${name}/routes.ts`, templates.sandboxRoutesFile],
    [`src/sandbox/${name}/index.ts`, templates.sandboxIndexFile],
    [`src/sandbox/${name}/README.md`, templates.sandboxReadmeFile],
    [`docs/areas/${name}.md`, templates.docsFile],
    [`test/sandbox/${name}.test.ts`, templates.sandboxTestFile],
    [`test/integration/graph${type}.test.ts`, templates.graphTestFile],
  ];
}

/** The two area lists: the file, the descriptor's export and where the list ends. */
function listsOf(name: string): ReadonlyArray<{ file: string; symbol: string; list: string }> {
  return [
    { file: 'src/areas/index.ts', symbol: `${name}Area`, list: 'export const AREAS' },
    { file: 'src/sandbox/areas.ts', symbol: `${name}Sandbox`, list: 'export const SANDBOX_AREAS' },
  ];
}

/** A camelCase name no area has yet; anything else ends the script before a file is written. */
export function checkName(root: string, name: string | undefined): string {
  if (name === undefined || !/^[a-z][A-Za-z0-9]{1,30}$/.test(name))
    throw new Error('new-area: give the area a camelCase name, e.g. `npm run new-area -- magicQueues`');
  if (existsSync(join(root, 'src/areas', name)) || existsSync(join(root, 'src/sandbox', name)))
    throw new Error(`new-area: an area named ${name} exists already`);
  return name;
}

/** Adds the import (in Biome's order, by module path) and the list's last entry. */
export function register(text: string, symbol: string, list: string, name: string): string {
  const lines = text.split('\n');
  const specifier = `./${name}/index.js`;
  const importLine = `import { ${symbol} } from '${specifier}';`;
  const imports = lines.flatMap((line, index) => {
    const from = /from '(\.[^']+)';$/.exec(line)?.[1];
    return from === undefined ? [] : [{ index, from }];
  });
  const after = imports.find((entry) => entry.from.localeCompare(specifier) > 0);
  lines.splice(after?.index ?? (imports.at(-1)?.index ?? -1) + 1, 0, importLine);
  const start = lines.findIndex((line) => line.startsWith(list));
  const end = lines.findIndex((line, index) => index > start && line === '];');
  if (start < 0 || end < 0) throw new Error(`new-area: no list ${list}`);
  lines.splice(end, 0, `  ${symbol},`);
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
  for (const { file, symbol, list } of listsOf(name)) {
    writeFileSync(join(root, file), register(readFileSync(join(root, file), 'utf8'), symbol, list, name));
  }
  return written;
}

function main(args: readonly string[]): void {
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 ? resolve(args[rootAt + 1] ?? '.') : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const name = args.find((arg, index) => !arg.startsWith('--') && (rootAt < 0 || index !== rootAt + 1));
  const written = newArea(root, name);
  process.stdout.write(
    `${written.map((file) => `wrote ${file}`).join('\n')}\nregistered in src/areas/index.ts and src/sandbox/areas.ts\n` +
      'next: npm run codegen, then docs/contributing/add-an-area.md\n',
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
