import { withoutAssetHashes } from './asset-names';
import { isElement, type TreeNode } from './html-tree';

const voidTags = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function startTag(tag: string, attributes: ReadonlyMap<string, string>): string {
  const written = [...attributes].map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`)).join('');
  return `<${tag}${written}>`;
}

/**
 * The markup of the nodes as a list of start tags, end tags and texts, with hashed asset names
 * reduced to their names: equal lists mean the same HTML, and a diff of two lists names the tags
 * that changed.
 */
export function markupTokens(nodes: readonly TreeNode[]): string[] {
  const tokens: string[] = [];
  const visit = (node: TreeNode) => {
    if (!isElement(node)) {
      const text = node.trim();
      if (text) tokens.push(withoutAssetHashes(text));
      return;
    }
    tokens.push(withoutAssetHashes(startTag(node.tag, node.attributes)));
    node.children.forEach(visit);
    if (!voidTags.has(node.tag)) tokens.push(`</${node.tag}>`);
  };
  nodes.forEach(visit);
  return tokens;
}
