import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { pastedFrameMessage } from '../markup/copy-slips';
import { shortened, type Place } from '../mdx-messages/source-place';
import { codeInValue, isAllowedElementName, isCodeAttributeName, isScriptUrl, type CodeNode } from './literal-code';

interface Position {
  start: Place & { offset?: number };
  end: Place & { offset?: number };
}

interface Estree {
  body: CodeNode[];
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: unknown;
  position?: Position;
  attributes?: MdxNode[];
  children?: MdxNode[];
  data?: { estree?: Estree | null };
}

/** A refusal: what the copywriter reads and where. */
interface Refusal {
  message: string;
  place: Place;
}

export const contentNotCode = 'pages hold content, not code:';

const importAdvice =
  "delete the import line: the site's components are available on every page without importing them, and a photo beside the page is shown with `![alt](./photo.jpg)`";
const exportAdvice =
  'delete the export line: a page sets its title and other settings in its fields, between the `---` lines at its top';

/** The place of an estree node: MDX gives its nodes 1-based lines and 0-based columns. */
function placeOfNode(node: CodeNode, fallback: Position | undefined): Place {
  const start = (node.loc as { start?: { line: number; column: number } } | undefined)?.start;
  if (start) return { line: start.line, column: start.column + 1 };
  return fallback ? { line: fallback.start.line, column: fallback.start.column } : { line: 1, column: 1 };
}

function sourceOf(text: string, position: Position | undefined): string {
  const { start, end } = position ?? {};
  return start?.offset === undefined || end?.offset === undefined ? '' : text.slice(start.offset, end.offset);
}

/**
 * The one setting a file may start with, `export const name = <value>` on its first line: on a
 * page, the frontmatter as `mdxPageSource` writes it in before the copywriter's text (so a page's
 * own `export` is never first), in a component example its `shownOn` (`src/reference/examples.ts`).
 */
function isLeadingSetting(node: MdxNode, index: number, components: ReadonlySet<string>): boolean {
  const [statement, ...rest] = node.data?.estree?.body ?? [];
  if (index !== 0 || rest.length > 0 || node.position?.start.line !== 1 || node.position.start.column !== 1)
    return false;
  if (statement?.type !== 'ExportNamedDeclaration') return false;
  const declaration = statement.declaration as CodeNode | null;
  if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') return false;
  const [declarator, ...others] = declaration.declarations as CodeNode[];
  const id = declarator?.id as CodeNode | undefined;
  return (
    others.length === 0 &&
    id?.type === 'Identifier' &&
    declarator.init != null &&
    codeInValue(declarator.init as CodeNode, components) === null
  );
}

function esmRefusal(node: MdxNode): Refusal {
  const [statement] = node.data?.estree?.body ?? [];
  const isImport = statement?.type === 'ImportDeclaration';
  const line = (typeof node.value === 'string' ? node.value : '').split('\n')[0];
  const place = statement ? placeOfNode(statement, node.position) : placeOfNode({ type: '' }, node.position);
  return {
    message: `${contentNotCode} \`${shortened(line)}\` is code; ${isImport ? importAdvice : exportAdvice}`,
    place,
  };
}

/** An expression in the text, `{…}`: only a comment or a value. */
function expressionRefusal(node: MdxNode, text: string, components: ReadonlySet<string>): Refusal | null {
  const body = node.data?.estree?.body ?? [];
  if (body.length === 0) return null;
  const [statement, ...rest] = body;
  const expression = statement.type === 'ExpressionStatement' ? (statement.expression as CodeNode) : statement;
  const found = rest.length > 0 ? rest[0] : codeInValue(expression, components);
  if (!found) return null;
  return {
    message: `${contentNotCode} \`${shortened(sourceOf(text, node.position))}\` is code; write the text itself instead of \`{…}\` (to show curly braces as text, write \`\\{\` and \`\\}\`)`,
    place: placeOfNode(found, node.position),
  };
}

function attributeRefusals(element: MdxNode, text: string, components: ReadonlySet<string>): Refusal[] {
  const refusals: Refusal[] = [];
  const name = element.name ?? '';
  for (const attribute of element.attributes ?? []) {
    const written = shortened(sourceOf(text, attribute.position));
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      refusals.push({
        message: `${contentNotCode} \`${written}\` in <${name}> is code; write each prop by its name instead, as \`title="Our services"\``,
        place: placeOfNode({ type: '' }, attribute.position),
      });
      continue;
    }
    const value = attribute.value;
    const attributeName = attribute.name ?? '';
    // On an HTML element only: a component takes its props as data (`<FeaturedResearch on="featured">`).
    if (/^[a-z]/.test(name) && isCodeAttributeName(attributeName)) {
      refusals.push({
        message: `${contentNotCode} \`${written}\` in <${name}> is code (it would run a script or write raw HTML); delete it`,
        place: placeOfNode({ type: '' }, attribute.position),
      });
      continue;
    }
    if (typeof value === 'string' && /(href|src|url|link|action|poster)$/i.test(attributeName) && isScriptUrl(value)) {
      refusals.push({
        message: `${contentNotCode} \`${written}\` in <${name}> is a script, not an address; link to a page of the site (\`/services\`) or to a web address (\`https://…\`)`,
        place: placeOfNode({ type: '' }, attribute.position),
      });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const [statement] = (value as MdxNode).data?.estree?.body ?? [];
    const expression = statement?.type === 'ExpressionStatement' ? (statement.expression as CodeNode) : statement;
    const found = expression ? codeInValue(expression, components) : { type: 'empty' };
    if (!found) continue;
    refusals.push({
      message: `${contentNotCode} \`${written}\` in <${name}> is code; write the value itself instead: text in quotes (\`${attribute.name}="…"\`), a number, true or false in braces (\`${attribute.name}={3}\`)`,
      place: placeOfNode(found, attribute.position ?? element.position),
    });
  }
  return refusals;
}

function* nodesOf(node: MdxNode): Generator<MdxNode> {
  yield node;
  for (const child of node.children ?? []) yield* nodesOf(child);
}

/** Every place the page holds code rather than content, in the order of the text. */
export function codeInPage(tree: Root, text: string, components: ReadonlySet<string>): Refusal[] {
  const refusals: Refusal[] = [];
  const top = (tree as MdxNode).children ?? [];
  for (const node of nodesOf(tree as MdxNode)) {
    if (node.type === 'mdxjsEsm') {
      if (!isLeadingSetting(node, top.indexOf(node), components)) refusals.push(esmRefusal(node));
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const refusal = expressionRefusal(node, text, components);
      if (refusal) refusals.push(refusal);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      // A fragment (`<>`) has no name; a name with a dot or a colon is code (`<globalThis.process.exit />`).
      if (node.name != null && !isAllowedElementName(node.name, components))
        refusals.push({
          // An embed has its own words, the same as the page's checks give (so they are said once).
          message:
            node.name === 'iframe'
              ? pastedFrameMessage
              : `${contentNotCode} \`<${node.name}>\` is code; use one of the site's components by its name, as \`<Card>\`, or plain text`,
          place: placeOfNode({ type: '' }, node.position),
        });
      refusals.push(...attributeRefusals(node, text, components));
    }
  }
  return refusals.sort((a, b) => a.place.line - b.place.line || a.place.column - b.place.column);
}

/**
 * Refuses a page that holds code: `import` and `export` (but the frontmatter the compile writes
 * in), and any `{…}` or prop value that is more than a value, a comment or an element of the
 * site's components. It runs in every compile (the build's workers, the dev server and so the
 * studio's preview, `checkPage`), before the page is turned into a module, so no page's code is
 * ever run. Capitalised names that are not components are `remarkKnownComponents`' to word.
 */
export function remarkContentNotCode({ names }: { names: readonly string[] }) {
  return (tree: Root, file: VFile) => {
    // Capitalised unknown names are refused by `remarkKnownComponents` with the list of known ones.
    const components = new Set(names);
    const [first] = codeInPage(tree, String(file.value), components);
    if (first)
      file.fail(first.message, { place: first.place, ruleId: 'content-not-code', source: 'remark-content-not-code' });
  };
}
