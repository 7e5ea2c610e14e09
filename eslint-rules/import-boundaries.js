// Enforces ARCHITECTURE.md's import direction on relative imports:
// routes -> features -> {engine, components, lib, config}; no feature imports another feature;
// src reaches the server only through server/contract and the workers only through a type import of
// workers/protocol.ts; workers and server never import src (nor each other).
import { dirname, relative, resolve, sep } from 'node:path';

const root = process.cwd();

function area(file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === 'src' && parts[1] === 'features') return { top: 'src', part: 'features', feature: parts[2] };
  if (parts[0] === 'src') return { top: 'src', part: parts[1] };
  return { top: parts[0], part: parts[1] };
}

function violation(fromFile, toFile, typeOnly) {
  const from = area(fromFile);
  const to = area(toFile);
  const target = relative(root, toFile).split(sep).join('/');
  if (from.top === 'src') {
    if (to.top === 'server' && to.part !== 'contract') return 'src may import only server/contract from the server';
    if (to.top === 'workers' && !(target.startsWith('workers/protocol') && typeOnly)) {
      if (from.part !== 'engine') return 'src reaches workers only through src/engine (and `import type` of workers/protocol.ts)';
    }
    if (to.top === 'src' && to.part === 'routes' && from.part !== 'routes' && from.part !== 'router.tsx' && from.part !== 'main.tsx') {
      return 'only the router may import routes';
    }
    if (from.part === 'features' && to.part === 'features' && from.feature !== to.feature) {
      return `feature "${from.feature}" may not import feature "${to.feature}": compose them in a route`;
    }
    if (['engine', 'components', 'lib', 'config'].includes(from.part) && to.part === 'features') {
      return `src/${from.part} may not import features`;
    }
  }
  if (from.top === 'workers' && (to.top === 'src' || to.top === 'server')) return 'workers never import src or server';
  if (from.top === 'server' && (to.top === 'src' || to.top === 'workers')) return 'the server never imports src or workers';
  return null;
}

export default {
  rules: {
    'import-boundaries': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const check = (node, source, typeOnly) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const target = resolve(dirname(context.filename), source.value);
          const message = violation(context.filename, target, typeOnly);
          if (message) context.report({ node, message });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source, node.importKind === 'type'),
          ExportNamedDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ExportAllDeclaration: (node) => check(node, node.source, node.exportKind === 'type'),
          ImportExpression: (node) => check(node, node.source, false),
        };
      },
    },
  },
};
