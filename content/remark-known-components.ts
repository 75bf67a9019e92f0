import type { Root } from 'mdast';
import type { VFile } from 'vfile';

interface JsxNode {
  type: string;
  name?: string | null;
  position?: { start: { line: number; column: number }; end: { line: number; column: number } };
  children?: JsxNode[];
}

function* jsxElements(node: JsxNode): Generator<JsxNode> {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') yield node;
  for (const child of node.children ?? []) yield* jsxElements(child);
}

/**
 * Fails the compile on a capitalised JSX element that is not in the component map. Without it,
 * MDX throws only at render time, and a production build's message names no file. `names` is read
 * for each file: the dev server refreshes the list in place when a component is added.
 */
export function remarkKnownComponents({ names }: { names: readonly string[] }) {
  return (tree: Root, file: VFile) => {
    const known = new Set(names);
    for (const node of jsxElements(tree)) {
      const name = node.name ?? '';
      if (!/^[A-Z]/.test(name) || known.has(name)) continue;
      file.fail(`Unknown component <${name}>; known components are ${[...known].sort().join(', ')}`, {
        place: node.position,
        ruleId: 'unknown-component',
        source: 'remark-known-components',
      });
    }
  };
}
