import type { ReactNode } from 'react';
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkGfm).freeze();

function children(nodes: RootContent[]): ReactNode[] {
  return nodes.map((node, index) => element(node, index));
}

/** One Markdown node as React: text only, no HTML from the report is ever inserted as HTML. */
function element(node: RootContent, key: number): ReactNode {
  switch (node.type) {
    case 'heading': {
      const Tag = `h${Math.min(6, node.depth + 2)}` as 'h3';
      return <Tag key={key}>{children(node.children)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{children(node.children)}</p>;
    case 'list': {
      const Tag = node.ordered ? 'ol' : 'ul';
      return <Tag key={key}>{children(node.children)}</Tag>;
    }
    case 'listItem':
      return <li key={key}>{children(node.children)}</li>;
    case 'table':
      return (
        <table key={key} className="table">
          <tbody>
            {node.children.map((row, rowIndex) => (
              <tr key={rowIndex}>
                {row.children.map((cell, cellIndex) =>
                  rowIndex === 0 ? (
                    <th key={cellIndex} scope="col">
                      {children(cell.children)}
                    </th>
                  ) : (
                    <td key={cellIndex}>{children(cell.children)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'blockquote':
      return <blockquote key={key}>{children(node.children)}</blockquote>;
    case 'code':
      return <pre key={key}>{node.value}</pre>;
    case 'inlineCode':
      return <code key={key}>{node.value}</code>;
    case 'strong':
      return <strong key={key}>{children(node.children)}</strong>;
    case 'emphasis':
      return <em key={key}>{children(node.children)}</em>;
    case 'delete':
      return <del key={key}>{children(node.children)}</del>;
    case 'link':
      return (
        <a key={key} href={node.url} target="_blank" rel="noreferrer">
          {children(node.children)}
        </a>
      );
    case 'break':
      return <br key={key} />;
    case 'thematicBreak':
      return <hr key={key} />;
    case 'text':
    case 'html':
      return node.value;
    default:
      return 'children' in node ? children(node.children) : null;
  }
}

/** A Markdown report shown as readable text (headings, lists, tables, links). */
export function MarkdownText({ markdown }: { markdown: string }) {
  const tree: Root = parser.parse(markdown);
  return <div className="markdown">{children(tree.children)}</div>;
}
