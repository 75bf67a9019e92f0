import type { Handler, State } from 'mdast-util-to-hast';
import type { Nodes as MdastNodes } from 'mdast';

/** The node types of `mdast-util-mdx` that MDX passes from the markdown tree to the HTML tree as they are. */
const mdxNodeTypes = ['mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression', 'mdxjsEsm'];

/**
 * MDX's nodes taken into the HTML tree as they are, their children converted: `mdast-util-to-hast`
 * passes them through by deep copy (`structuredClone`), which copies every attribute's whole
 * expression tree (a component's props), about 4% of a page's compile; the markdown tree is
 * dropped once converted, so nothing else holds the node.
 */
export const passThroughHandlers: Record<string, Handler> = Object.fromEntries(
  mdxNodeTypes.map((type): [string, Handler] => [
    type,
    (state: State, node: MdastNodes) => {
      if (!('children' in node)) return node as unknown as ReturnType<Handler>;
      return { ...node, children: state.all(node) } as unknown as ReturnType<Handler>;
    },
  ]),
);
