// Import cycles, between files and between workspace packages. dpdm reads every import (type-only
// and lazy ones too: a cycle of types is still a tangle a reader must hold in their head) and
// resolves it the way TypeScript does, workspace packages through their `exports`; this module
// finds the cycles in that graph and groups files by package for the package-level check.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseDependencyTree } from 'dpdm';

const skippedFolders = new Set(['node_modules', 'dist', 'storybook-static', 'coverage', 'public']);
const sourcePattern = /\.(ts|tsx|mts|mjs|js)$/;

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir)) {
    if (skippedFolders.has(entry) || (entry.startsWith('.') && entry !== '.storybook')) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) files.push(...walk(path));
    else if (sourcePattern.test(entry) && !entry.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** Every source file of the workspace: apps/*, packages/*, scripts/, e2e/, .storybook/ and root configs. */
export function workspaceFiles(root) {
  const files = [];
  for (const folder of ['apps', 'packages', 'scripts', 'e2e', '.storybook']) {
    if (existsSync(join(root, folder))) files.push(...walk(join(root, folder)));
  }
  for (const entry of readdirSync(root)) {
    if (sourcePattern.test(entry) && statSync(join(root, entry)).isFile()) files.push(join(root, entry));
  }
  return files.map((file) => relative(root, file).split(sep).join('/')).sort();
}

/** The package a file belongs to: `apps/api`, `packages/ui-kit`, or a top folder such as `scripts`. */
export function unitOf(file) {
  const parts = file.split('/');
  if ((parts[0] === 'apps' || parts[0] === 'packages') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : '.';
}

/** file -> the workspace files it imports (imports of third-party packages and Node are left out). */
export async function importGraph(root, files = workspaceFiles(root)) {
  const known = new Set(files);
  const tree = await parseDependencyTree(files, {
    context: root,
    cwd: root,
    transform: false,
    skipDynamicImports: false,
  });
  const graph = new Map(files.map((file) => [file, new Set()]));
  for (const [file, dependencies] of Object.entries(tree)) {
    if (!known.has(file) || !dependencies) continue;
    for (const { id } of dependencies) if (id && known.has(id)) graph.get(file).add(id);
  }
  return graph;
}

/** The package graph of a file graph, with one file import that makes each package edge. */
export function packageGraph(fileGraph) {
  const graph = new Map();
  const because = new Map();
  for (const [file, targets] of fileGraph) {
    const from = unitOf(file);
    if (!graph.has(from)) graph.set(from, new Set());
    for (const target of targets) {
      const to = unitOf(target);
      if (to === from) continue;
      graph.get(from).add(to);
      if (!because.has(`${from} ${to}`)) because.set(`${from} ${to}`, `${file} -> ${target}`);
    }
  }
  return { graph, because };
}

/** Strongly connected components (Tarjan) with more than one node, or one node importing itself. */
function tangledComponents(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node), low.get(target)));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) components.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components;
}

/** The shortest way from `start` back to itself inside one component, as a path ending where it began. */
function loopThrough(graph, component) {
  const members = new Set(component);
  const [start] = component;
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!members.has(target)) continue;
      if (target === start) {
        const path = [start];
        for (let step = node; step !== start; step = cameFrom.get(step)) path.unshift(step);
        path.unshift(start);
        return path;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}

/**
 * One cycle per tangle of the graph (a Map of node -> Set of nodes), each as a path that ends
 * where it starts, e.g. ['a', 'b', 'a'], plus every node caught in the tangle.
 */
export function findCycles(graph) {
  return tangledComponents(graph).map((members) => ({ members, path: loopThrough(graph, members) }));
}

/** Human-readable problems for the workspace at `root` (empty when there is no cycle). */
export async function checkImportCycles(root) {
  const files = await importGraph(root);
  const packages = packageGraph(files);
  const problems = [];
  for (const { members, path } of findCycles(files)) {
    const others = members.length > path.length - 1 ? ` (${members.length} files tangled)` : '';
    problems.push(`files: ${path.join(' -> ')}${others}`);
  }
  for (const { path } of findCycles(packages.graph)) {
    const edges = path.slice(1).map((to, i) => packages.because.get(`${path[i]} ${to}`));
    problems.push(`packages: ${path.join(' -> ')}\n    ${edges.join('\n    ')}`);
  }
  return { files: files.size, problems };
}
