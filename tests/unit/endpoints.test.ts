/**
 * Every HTTP route is written once (src/shared/endpoints.ts, the registry's paths): main builds
 * its calls from the table, so a route the server registers must never appear in src/main as a
 * string of its own. The routes are gathered from the endpoint table, the registry and the
 * literal paths the server registers; main's string literals (and template heads) are read with
 * the TypeScript parser, so comments and import paths do not count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { endpointPath, endpointRequest, endpoints, publishEndpoints, statsRoute } from '../../src/shared/endpoints';
import { PUBLIC_API_PREFIX } from '../../src/shared/entities/publishing';
import { entryOf, resourceNames } from '../../src/shared/registry';

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'delete', 'patch', 'route']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

function sourceOf(path: string, text = readFileSync(path, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

/** The literal text a string or a template's head starts with; null for anything else. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

/** The paths the server registers as literals: `app.get('/x', …)`, `routes.post('/y', …)`. */
function serverLiteralRoutes(): string[] {
  const routes: string[] = [];
  for (const file of filesUnder('src/server')) {
    visit(sourceOf(file), (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      if (!ROUTE_METHODS.has(node.expression.name.text)) return;
      const first = node.arguments[0];
      const text = first && literalText(first);
      if (text?.startsWith('/') && !ts.isTemplateExpression(first!)) routes.push(text);
    });
  }
  return routes;
}

/** Every route pattern of the server that main could be tempted to write. */
function serverRoutes(): string[] {
  const fromTable = [...Object.values(endpoints), ...Object.values(publishEndpoints)].map((endpoint) => endpoint.route);
  const fromRegistry = resourceNames.map((name) => entryOf(name).path);
  const stats = [statsRoute(entryOf('banners').path, 'last_added')];
  return [...new Set([...fromTable, ...fromRegistry, ...stats, PUBLIC_API_PREFIX, ...serverLiteralRoutes()])];
}

/** The fixed start of a route pattern: `/reports/:orgID/:keyword` → `/reports`. */
const fixedStartOf = (route: string): string => route.split('/:', 1)[0]!.replace(/\/$/, '');

/** The literal pieces of a string or template: `${base}/health?x=${y}` → ['', '/health?x=']. */
function literalPieces(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
  return [];
}

/** Literals in `source` that spell one of the route starts, or a path under one (also after a base address). */
function routeLiterals(source: ts.SourceFile, starts: readonly string[]): string[] {
  const found: string[] = [];
  visit(source, (node) => {
    if (!node.parent || ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) return;
    for (const text of literalPieces(node)) {
      const named = starts.some((start) => text === start || text.startsWith(`${start}/`) || text.startsWith(`${start}?`));
      if (named) found.push(`${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(text)}`);
    }
  });
  return found;
}

/** The server's registrations of a table entry: `app.put(endpoints.reportBuild.route, …)` → ['reportBuild', 'put']. */
function serverRegistrations(): Array<[name: string, method: string]> {
  const found: Array<[string, string]> = [];
  for (const file of filesUnder('src/server')) {
    visit(sourceOf(file), (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const first = node.arguments[0];
      if (!first || !ts.isPropertyAccessExpression(first) || first.name.text !== 'route') return;
      const named = first.expression;
      if (ts.isPropertyAccessExpression(named) && ts.isIdentifier(named.expression) && named.expression.text === 'endpoints') {
        found.push([named.name.text, node.expression.name.text]);
      }
    });
  }
  return found;
}

describe('the endpoint table', () => {
  const starts = [...new Set(serverRoutes().map(fixedStartOf))].filter((start) => start.length > 1);

  it('knows the routes main calls and the server registers', () => {
    expect(starts).toEqual(expect.arrayContaining(['/otp/generate', '/token/verify', '/users', '/landing_pages', '/reports', '/preferences/columns', '/uploads', '/health', '/sms/import']));
  });

  it('is the only place main finds a server route', () => {
    const found = filesUnder('src/main').flatMap((file) => routeLiterals(sourceOf(file), starts));
    expect(found).toEqual([]);
  });

  it('would see a route written as a string in main', () => {
    const sample = sourceOf('sample.ts', "api.request({ service: 'auth', method: 'POST', path: '/otp/verify' });\nconst path = `/reports/${orgID}?${query}`;\nfetch(`${serverUrl}/health`);");
    expect(routeLiterals(sample, starts)).toHaveLength(3);
  });

  it('is registered by the server with the method main calls it with, each route once', () => {
    const registrations = serverRegistrations();
    for (const [name, method] of registrations) expect(`${name} ${method}`).toBe(`${name} ${endpoints[name as keyof typeof endpoints].method.toLowerCase()}`);
    expect(registrations.map(([name]) => name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('builds concrete paths with encoded parameters and the query', () => {
    expect(endpointPath(endpoints.keywordReport, { params: { orgID: 'none', keyword: 'زكاة/1' }, query: 'json=true' })).toBe(
      `/reports/none/${encodeURIComponent('زكاة/1')}?json=true`,
    );
    expect(endpointRequest(endpoints.otpGenerate)).toEqual({ service: 'auth', method: 'POST', path: '/otp/generate' });
  });
});
