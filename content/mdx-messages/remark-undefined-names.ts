import type { Root } from 'mdast';
import type { VFile } from 'vfile';

interface Position {
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** The few estree fields this check reads. */
interface EstreeNode {
  type: string;
  name?: string;
  expression?: EstreeNode;
  [key: string]: unknown;
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  position?: Position;
  attributes?: MdxNode[];
  children?: MdxNode[];
  data?: { estree?: { body: EstreeNode[] } | null };
}

function* nodesOf(node: MdxNode): Generator<MdxNode> {
  yield node;
  for (const attribute of node.attributes ?? []) yield attribute;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** Every identifier in an estree, declared or used: enough to know what `import`/`export` define. */
function* identifiersIn(value: unknown): Generator<string> {
  if (Array.isArray(value)) for (const item of value) yield* identifiersIn(item);
  else if (typeof value === 'object' && value !== null) {
    const node = value as EstreeNode;
    if (node.type === 'Identifier' && node.name) yield node.name;
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && key !== 'range') yield* identifiersIn(child);
  }
}

/** The name, when an expression is one bare identifier: `{falls}`. */
function bareName(estree: { body: EstreeNode[] } | null | undefined): string | null {
  const [statement, ...rest] = estree?.body ?? [];
  const expression = statement?.type === 'ExpressionStatement' ? statement.expression : undefined;
  return rest.length === 0 && expression?.type === 'Identifier' ? (expression.name ?? null) : null;
}

/**
 * Fails the compile on `{falls}` (in text or as a prop's value) when nothing is named `falls`:
 * MDX compiles it to code that throws "falls is not defined" only when the page renders, with no
 * file or line. Names come from the page's `import`/`export` (the frontmatter among them), `props`
 * and JavaScript's globals.
 */
export function remarkUndefinedNames() {
  return (tree: Root, file: VFile) => {
    const nodes = [...nodesOf(tree as MdxNode)];
    const candidates = nodes.flatMap((node) => {
      const isProp = node.type === 'mdxJsxAttribute' && typeof node.value === 'object' && node.value !== null;
      if (!isProp && node.type !== 'mdxTextExpression' && node.type !== 'mdxFlowExpression') return [];
      const name = bareName((isProp ? (node.value as MdxNode) : node).data?.estree);
      return name === null || name in globalThis ? [] : [{ node, name, prop: isProp ? node.name : null }];
    });
    if (candidates.length === 0) return;
    const defined = new Set([
      'props',
      ...nodes.filter((node) => node.type === 'mdxjsEsm').flatMap((node) => [...identifiersIn(node.data?.estree)]),
    ]);
    const undefinedName = candidates.find(({ name }) => !defined.has(name));
    if (!undefinedName) return;
    const { node, name, prop } = undefinedName;
    const message = prop
      ? `\`${prop}={${name}}\`: nothing is named ${name}; for text, write \`${prop}="${name}"\``
      : `\`{${name}}\`: curly braces hold code in MDX, and nothing is named ${name}; to show the braces, write \`\\{${name}\\}\`, or remove them`;
    file.fail(message, { place: node.position, ruleId: 'undefined-name', source: 'remark-undefined-names' });
  };
}
