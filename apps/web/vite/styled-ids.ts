// styled-components names a component by the order components are created in, which differs
// between the server renderer (one bundle) and the browser (chunks loaded in the visitor's order):
// the classes would not match and hydration would fail. This gives each styled component an id
// from its file and position instead, the same in both builds.
import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** `styled.div` or `styled(Component)`, with `styledName` the local name of the default import. */
function isStyledFactory(node: Node, styledName: string): boolean {
  if (node.type === 'MemberExpression') {
    const object = node.object as Node;
    return object.type === 'Identifier' && object.name === styledName && !node.computed;
  }
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node;
    return callee.type === 'Identifier' && callee.name === styledName;
  }
  return false;
}

/** The `styled.x` / `styled(X)` at the root of a tag such as `styled.span.attrs({...})`. */
function factoryOf(tag: Node, styledName: string): Node | undefined {
  let node: Node | undefined = tag;
  while (node) {
    if (isStyledFactory(node, styledName)) return node;
    if (node.type === 'CallExpression' && isNode(node.callee) && node.callee.type === 'MemberExpression') {
      node = node.callee.object as Node;
    } else if (node.type === 'MemberExpression') {
      node = node.object as Node;
    } else return undefined;
  }
  return undefined;
}

function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'type' && typeof value === 'object') walk(value, visit);
  }
}

/** The default import's local name of styled-components in this module, if any. */
function styledImportName(program: Node): string | undefined {
  for (const statement of program.body as Node[]) {
    if (statement.type !== 'ImportDeclaration' || (statement.source as Node).value !== 'styled-components') continue;
    for (const specifier of statement.specifiers as Node[]) {
      if (specifier.type === 'ImportDefaultSpecifier') return (specifier.local as Node).name as string;
    }
  }
  return undefined;
}

export function componentId(file: string, index: number): string {
  return `sc-${createHash('sha256').update(`${file}#${index}`).digest('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`;
}

/** The source with `.withConfig({ componentId })` after each styled factory; unchanged when none. */
export function addComponentIds(code: string, program: Node, file: string): string {
  const styledName = styledImportName(program);
  if (!styledName) return code;
  const insertAt: number[] = [];
  walk(program, (node) => {
    if (node.type !== 'TaggedTemplateExpression') return;
    const factory = factoryOf(node.tag as Node, styledName);
    if (factory) insertAt.push(factory.end);
  });
  let result = code;
  // From the end, so earlier offsets stay valid; ids numbered in source order.
  const sorted = [...insertAt].sort((a, b) => a - b);
  for (let index = sorted.length - 1; index >= 0; index -= 1) {
    const at = sorted[index] as number;
    result = `${result.slice(0, at)}.withConfig({ componentId: ${JSON.stringify(componentId(file, index))} })${result.slice(at)}`;
  }
  return result;
}

export function styledIdsPlugin({ repoRoot }: { repoRoot: string }): Plugin {
  return {
    name: 'aula-styled-ids',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id.split('?')[0] ?? '')) return undefined;
      if (!code.includes('styled-components')) return undefined;
      const program = this.parse(code) as unknown as Node;
      const file = relative(repoRoot, id.split('?')[0] ?? id).replaceAll('\\', '/');
      const next = addComponentIds(code, program, file);
      return next === code ? undefined : { code: next, map: null };
    },
  };
}
