import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The calls an area's client code makes, read from its source with TypeScript's parser (so a route named in a comment
 * counts for nothing), as `METHOD /route/{}` with every path parameter written `{}`.
 *
 * Within each class of the area's folder, a member makes a call when its code holds the route template (a string
 * literal starting with `/`) and the HTTP method is a `method: '...'` of its own code or of a member it calls through
 * `this.` (the `read`/`post` helpers that set the method for their callers). The reading is per member, not per
 * expression: a member with two routes and two methods counts all four pairs, which no client has.
 */

const HTTP_METHOD = /^(?:GET|POST|PUT|PATCH|DELETE)$/;
const ROUTE = /^\/[\w\-./{}]*$/;

/** A route template or a documented path, its parameters' names (and sandbox types) dropped: `/pullzone/{}`. */
export const routeShape = (route: string): string => route.replace(/\{[^}]*\}/g, '{}');

interface Member {
  readonly routes: Set<string>;
  readonly methods: Set<string>;
  readonly calls: Set<string>;
}

const stringValue = (node: ts.Node): string | undefined =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined;

/** What one member of a class holds: route literals, `method:` values and `this.<member>(...)` calls. */
function readMember(body: ts.Node): Member {
  const member: Member = { routes: new Set(), methods: new Set(), calls: new Set() };
  const visit = (node: ts.Node): void => {
    const text = stringValue(node);
    if (text !== undefined && ROUTE.test(text) && text.length > 1) member.routes.add(routeShape(text));
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'method') {
      const method = stringValue(node.initializer);
      if (method !== undefined && HTTP_METHOD.test(method)) member.methods.add(method);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.kind === ts.SyntaxKind.ThisKeyword
    )
      member.calls.add(node.expression.name.text);
    ts.forEachChild(node, visit);
  };
  visit(body);
  return member;
}

/** The methods a member's calls use: its own, and those of the members it calls, followed through `this.`. */
function methodsOf(name: string, members: ReadonlyMap<string, Member>, seen = new Set<string>()): Set<string> {
  const member = members.get(name);
  if (member === undefined || seen.has(name)) return new Set();
  seen.add(name);
  const methods = new Set(member.methods);
  for (const called of member.calls) for (const method of methodsOf(called, members, seen)) methods.add(method);
  return methods;
}

function callsOfClass(node: ts.ClassDeclaration): string[] {
  const members = new Map<string, Member>();
  for (const element of node.members)
    if ((ts.isMethodDeclaration(element) || ts.isPropertyDeclaration(element)) && element.name !== undefined)
      members.set(element.name.getText(), readMember(element));
  return [...members].flatMap(([name, member]) => {
    const methods = [...methodsOf(name, members)];
    return [...member.routes].flatMap((route) => methods.map((method) => `${method} ${route}`));
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** Every call the classes of an area's folder make, as `METHOD /route/{}`. */
export function clientCallsOf(areaDir: string): Set<string> {
  const calls = new Set<string>();
  for (const file of sourceFiles(areaDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isClassDeclaration(node)) for (const call of callsOfClass(node)) calls.add(call);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}
