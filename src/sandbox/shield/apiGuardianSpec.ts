/**
 * What the sandbox reads of an uploaded OpenAPI specification: its operations (method and path) and its title and
 * version, from JSON or from YAML's block style (`paths:`, two-space indented paths, four-space indented methods).
 * Enough to make endpoints with state; no schema is checked.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export interface SpecificationEndpoint {
  method: string;
  path: string;
}

export function specificationEndpoints(content: string): SpecificationEndpoint[] {
  const document = parsedJson(content);
  if (document !== undefined) {
    const paths = document['paths'];
    if (typeof paths !== 'object' || paths === null) return [];
    return Object.entries(paths as Record<string, unknown>).flatMap(([path, item]) =>
      typeof item === 'object' && item !== null
        ? Object.keys(item)
            .filter((key) => METHODS.includes(key))
            .map((key) => ({ method: key.toUpperCase(), path }))
        : [],
    );
  }
  return yamlEndpoints(content);
}

export function specificationInfo(content: string): { title: string | null; version: string | null } {
  const document = parsedJson(content);
  if (document !== undefined) {
    const info = document['info'] as Record<string, unknown> | undefined;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);
    return { title: text(info?.['title']), version: text(info?.['version']) };
  }
  const field = (name: string) =>
    new RegExp(`^ {2}${name}:\\s*['"]?([^'"\\n]+)`, 'm').exec(content)?.[1]?.trim() ?? null;
  return { title: field('title'), version: field('version') };
}

function parsedJson(content: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(content);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return undefined;
  }
}

function yamlEndpoints(content: string): SpecificationEndpoint[] {
  const endpoints: SpecificationEndpoint[] = [];
  let inPaths = false;
  let path: string | null = null;
  for (const line of content.split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      inPaths = /^paths:\s*$/.test(line);
      path = null;
      continue;
    }
    if (!inPaths) continue;
    const pathMatch = /^ {2}['"]?(\/[^'":]*)['"]?:\s*$/.exec(line);
    if (pathMatch) path = pathMatch[1] ?? null;
    const methodMatch = /^ {4}([a-z]+):(?:\s|$)/.exec(line);
    if (path !== null && methodMatch && METHODS.includes(methodMatch[1] ?? ''))
      endpoints.push({ method: (methodMatch[1] ?? '').toUpperCase(), path });
  }
  return endpoints;
}
