// The shape of the code that lint rules cannot see: import cycles (type imports count: a cycle of types
// is still two modules that cannot be read one before the other) and module-level mutable state (a
// top-level `let` or `var`, or a top-level Map, Set or WeakMap, is state that outlives every store).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.tsx?$/;
const RESOLVED = ['', '.ts', '.tsx', '/index.ts'];

/** Every .ts/.tsx file under `dir` (tests included: a test is a module too), as project-relative paths. */
export function sourceFiles(root: string, dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(join(root, at))) {
      const path = join(at, name);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** The aliases of tsconfig.base.json, as folders from the project root. */
const ALIASES: readonly (readonly [string, string])[] = [
  ['@core/', 'core/'],
  ['@shared/', 'shared/'],
  ['@contract/', 'server/contract/'],
  ['@/', 'src/'],
];

function resolve(root: string, from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  if (!specifier.startsWith('.') && !alias) return null;
  const base = (alias ? alias[1] + specifier.slice(alias[0].length) : join(dirname(from), specifier)).replace(/\.js$/, '');
  for (const ending of RESOLVED) {
    const path = base + ending;
    try {
      if (statSync(join(root, path)).isFile() && SOURCE.test(path)) return relative('.', path);
    } catch {
      // Not this ending.
    }
  }
  return null;
}

/** file -> the project files it imports or re-exports (relative specifiers only). */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolve(root, file, i.fileName)).filter((t): t is string => t !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles of the graph: each strongly connected group of two or more files (or a self-import), sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm, iterative enough for the project's depth.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member);
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1 || graph.get(file)!.includes(file)) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** The graph of the folders directly under `dir` (files right in `dir` are its '.'), from the file graph. */
export function folderGraph(graph: ReadonlyMap<string, readonly string[]>, dir: string): Map<string, string[]> {
  const folderOf = (file: string) => {
    const rest = relative(dir, file);
    if (rest.startsWith('..')) return null;
    const parts = rest.split('/');
    return parts.length > 1 ? parts[0]! : '.';
  };
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (from === null) continue;
    const into = folders.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = folderOf(target);
      if (to !== null && to !== from) into.add(to);
    }
    folders.set(from, into);
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets]]));
}

/** Top-level declarations of a module that hold mutable state, as `name (line n)`. */
export function moduleState(source: string, fileName = 'module.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const collection = /^new (Map|Set|WeakMap|WeakSet)\b/;
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const mutable = !(statement.declarationList.flags & ts.NodeFlags.Const);
    for (const declaration of statement.declarationList.declarations) {
      const initial = declaration.initializer?.getText(file) ?? '';
      if (mutable || collection.test(initial)) {
        const line = file.getLineAndCharacterOfPosition(declaration.getStart(file)).line + 1;
        found.push(`${declaration.name.getText(file)} (line ${line})`);
      }
    }
  }
  return found;
}
