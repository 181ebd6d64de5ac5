import fs from 'node:fs';
import path from 'node:path';

/**
 * The layering rules of ../shared/design/architecture.md, checked on the import graph of
 * src (an equivalent of dependency-cruiser, which the project does not install).
 */
export type Layer = { name: string; files: RegExp };
export type ImportRule = {
  name: string;
  /** Files the rule applies to (paths relative to the root, with `/`). */
  from: RegExp;
  /** Local files they must not import. */
  forbiddenFiles?: RegExp;
  /** Packages they must not import (the specifier, e.g. `fastify` or `drizzle-orm/pg-core`). */
  forbiddenPackages?: RegExp;
  /** Also through other modules: the rule holds for everything `from` reaches. */
  transitive?: boolean;
};

/**
 * The server's layers, bottom up: a file may import its own layer and those below, never one
 * above. `base` (errors, the principal, ids; config reads only the environment) is what every
 * layer may import.
 */
export const serverLayers: Layer[] = [
  { name: 'base', files: /^src\/server\/(base\/|config\.ts$)/ },
  { name: 'db', files: /^src\/server\/(db|pdf|webhooks)\// },
  { name: 'http', files: /^src\/server\/http\// },
  { name: 'auth', files: /^src\/server\/auth\// },
  { name: 'domain', files: /^src\/server\/domain\// },
  { name: 'routes', files: /^src\/server\/routes\// },
  { name: 'app', files: /^src\/server\/(app|main|cli)\.ts$/ },
];

const either = (layers: Layer[]) => new RegExp(layers.map((l) => l.files.source).join('|'));

/** One rule per layer: nothing of it imports a layer above it. */
const noImportUp: ImportRule[] = serverLayers.slice(0, -1).map((layer, i) => ({
  name: `${layer.name} imports nothing of the layers above it (${serverLayers.slice(i + 1).map((l) => l.name).join(', ')})`,
  from: layer.files,
  forbiddenFiles: either(serverLayers.slice(i + 1)),
}));

export const architectureRules: ImportRule[] = [
  ...noImportUp,
  {
    name: 'the domain\'s engines (ledger, stock) and what they stand on (core, outbox) import neither the posting pipeline nor the use cases above them',
    from: /^src\/server\/domain\/(core|outbox|ledger|stock)\//,
    forbiddenFiles: /^src\/server\/domain\/(?!core\/|outbox\/|ledger\/|stock\/)/,
  },
  {
    name: 'contract imports nothing from the server or the console',
    from: /^src\/contract\//,
    forbiddenFiles: /^src\/(server|web)\//,
  },
  {
    name: 'the console never imports the server',
    from: /^src\/web\//,
    forbiddenFiles: /^src\/server\//,
  },
  {
    name: 'domain has no HTTP: nothing from http/, routes/ or Fastify, not even through other modules',
    from: /^src\/server\/domain\//,
    forbiddenFiles: /^src\/server\/(http|routes)\//,
    forbiddenPackages: /^(fastify|fastify-[\w-]+|@fastify\/[\w-]+)(\/|$)/,
    transitive: true,
  },
  {
    name: 'routes reach tables only through domain: no db/schema, no drizzle',
    from: /^src\/server\/routes\//,
    forbiddenFiles: /^src\/server\/db\/schema(\.ts|\/)/,
    forbiddenPackages: /^drizzle-orm(\/|$)/,
  },
];

/** A source file: its path relative to the root, and its text. */
export type SourceFiles = Map<string, string>;

export function readSourceTree(root: string, dir = 'src'): SourceFiles {
  const files: SourceFiles = new Map();
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx|mts)$/.test(entry.name)) files.set(child, fs.readFileSync(path.join(root, child), 'utf8'));
    }
  };
  walk(dir);
  return files;
}

const IMPORT_PATTERNS = [
  /\b(?:import|export)\s+(?:type\s+)?[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, // import x from 'm', export { x } from 'm'
  /\bimport\s*['"]([^'"]+)['"]/g, // import 'm'
  /\bimport\s*\(\s*['"`]([^'"`]+)['"`]\s*\)/g, // import('m')
  /\brequire\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

/** The module specifiers a file imports, with block comments and whole-line comments removed. */
export function importSpecifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  return [...new Set(IMPORT_PATTERNS.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1])))];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

/** A relative specifier as the path of a file in `files`; a package name stays as it is. */
export function resolveImport(files: SourceFiles, importer: string, specifier: string): { file: string } | { pkg: string } {
  if (!specifier.startsWith('.')) return { pkg: specifier };
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier)).replace(/\.js$/, '');
  const file = EXTENSIONS.map((ext) => base + ext).find((candidate) => files.has(candidate));
  return { file: file ?? base };
}

export type Violation = { rule: string; file: string; imports: string; via: string[] };

type Edge = { target: { file: string } | { pkg: string }; specifier: string };

/** Every import that breaks a rule; a transitive rule names the chain of files it went through. */
export function checkImportRules(files: SourceFiles, rules: ImportRule[] = architectureRules): Violation[] {
  const edges = new Map<string, Edge[]>();
  for (const [file, text] of files) {
    edges.set(file, importSpecifiers(text).map((specifier) => ({ specifier, target: resolveImport(files, file, specifier) })));
  }
  const breaks = (rule: ImportRule, edge: Edge) =>
    'pkg' in edge.target ? !!rule.forbiddenPackages?.test(edge.target.pkg) : !!rule.forbiddenFiles?.test(edge.target.file);

  const violations: Violation[] = [];
  for (const rule of rules) {
    for (const start of [...files.keys()].filter((file) => rule.from.test(file))) {
      // breadth-first, so the chain reported is a shortest one
      const seen = new Map<string, string[]>([[start, []]]);
      const queue = [start];
      while (queue.length) {
        const file = queue.shift()!;
        const via = seen.get(file)!;
        for (const edge of edges.get(file) ?? []) {
          if (breaks(rule, edge)) {
            violations.push({ rule: rule.name, file: start, imports: 'pkg' in edge.target ? edge.target.pkg : edge.target.file, via: [...via, ...(file === start ? [] : [file])] });
          } else if (rule.transitive && 'file' in edge.target && files.has(edge.target.file) && !seen.has(edge.target.file)) {
            seen.set(edge.target.file, [...via, ...(file === start ? [] : [file])]);
            queue.push(edge.target.file);
          }
        }
      }
    }
  }
  return violations;
}

export const describeViolation = (v: Violation) =>
  `${v.file} imports ${v.imports}${v.via.length ? ` (through ${v.via.join(' -> ')})` : ''}: breaks "${v.rule}"`;

/**
 * The circles of the import graph: groups of files each of which reaches every other through
 * imports, type imports too (a circle of types still ties the modules' meaning together), each
 * sorted, largest first (then by their first file). Tarjan's strongly connected components, iteratively.
 */
export function importCircles(files: SourceFiles): string[][] {
  const next = new Map<string, string[]>();
  for (const [file, text] of files) {
    next.set(file, importSpecifiers(text).map((specifier) => resolveImport(files, file, specifier))
      .flatMap((target) => ('file' in target && files.has(target.file) ? [target.file] : [])));
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  for (const root of files.keys()) {
    if (index.has(root)) continue;
    const work: { file: string; edge: number }[] = [{ file: root, edge: 0 }];
    index.set(root, index.size); low.set(root, index.get(root)!); stack.push(root); onStack.add(root);
    while (work.length) {
      const frame = work[work.length - 1];
      const targets = next.get(frame.file)!;
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++];
        if (!index.has(target)) {
          index.set(target, index.size); low.set(target, index.get(target)!); stack.push(target); onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        continue;
      }
      work.pop();
      if (work.length) low.set(work[work.length - 1].file, Math.min(low.get(work[work.length - 1].file)!, low.get(frame.file)!));
      if (low.get(frame.file) === index.get(frame.file)) {
        const component: string[] = [];
        let member: string;
        do { member = stack.pop()!; onStack.delete(member); component.push(member); } while (member !== frame.file);
        if (component.length > 1) circles.push(component.sort());
      }
    }
  }
  return circles.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}
