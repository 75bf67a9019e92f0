/** The estree fields the content-not-code check reads: a loose view of any estree or JSX node. */
export interface CodeNode {
  type: string;
  [key: string]: unknown;
}

/** The reason a piece of a page's code is more than a value: the node at fault, or null when it is only values. */
export type CodeFinding = CodeNode | null;

function isNode(value: unknown): value is CodeNode {
  return typeof value === 'object' && value !== null && typeof (value as CodeNode).type === 'string';
}

function nodesIn(value: unknown): CodeNode[] {
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** An element a page may write: an HTML or custom element (`div`, `my-tag`), or a component of the site. */
/**
 * HTML elements that run or load code, hold another document, or change where the page's links and
 * forms go: React would render each of them as written, so content never names them. (A video is
 * `<YouTube>`, a form one of the site's form components.)
 */
const codeElements = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'link',
  'meta',
  'noscript',
  'template',
  'form',
  'svg',
  'math',
  'portal',
]);

export function isAllowedElementName(name: string, components: ReadonlySet<string>): boolean {
  return (/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name) && !codeElements.has(name)) || components.has(name);
}

/**
 * Attributes of an HTML element that are code whatever their value: event handlers (`onClick`,
 * `onerror`), raw HTML, a document inside a frame, a form's target.
 */
export function isCodeAttributeName(name: string): boolean {
  return /^on[a-z]/i.test(name) || /^(dangerouslySetInnerHTML|srcdoc|formaction|is)$/i.test(name);
}

/** A text value that is a script address (`javascript:…`, also spelled with spaces or capitals). */
export function isScriptUrl(value: string): boolean {
  // oxlint-disable-next-line no-control-regex -- browsers skip these before reading the scheme
  return /^[\u0000-\u0020]*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a)\s*:/i.test(
    value,
  );
}

function jsxNameOf(node: unknown): string | null {
  if (!isNode(node)) return null;
  return node.type === 'JSXIdentifier' && typeof node.name === 'string' ? node.name : null;
}

/** The first part of a JSX element in an expression that is code: a name not allowed, a spread, a non-literal value. */
function codeInJsx(node: CodeNode, components: ReadonlySet<string>): CodeFinding {
  if (node.type === 'JSXElement') {
    const opening = node.openingElement as CodeNode;
    const name = jsxNameOf(opening.name);
    if (name === null || !isAllowedElementName(name, components)) return opening;
    for (const attribute of nodesIn(opening.attributes)) {
      if (attribute.type !== 'JSXAttribute') return attribute;
      const found = attribute.value == null ? null : codeInAttributeValue(attribute.value as CodeNode, components);
      if (found) return found;
    }
  } else if (node.type !== 'JSXFragment') return node;
  for (const child of nodesIn(node.children)) {
    if (child.type === 'JSXText') continue;
    const found =
      child.type === 'JSXExpressionContainer' ? codeInContainer(child, components) : codeInJsx(child, components);
    if (found) return found;
  }
  return null;
}

function codeInContainer(container: CodeNode, components: ReadonlySet<string>): CodeFinding {
  const expression = container.expression as CodeNode;
  return expression.type === 'JSXEmptyExpression' ? null : codeInValue(expression, components);
}

function codeInAttributeValue(value: CodeNode, components: ReadonlySet<string>): CodeFinding {
  if (value.type === 'Literal') return null;
  if (value.type === 'JSXExpressionContainer') return codeInContainer(value, components);
  return codeInJsx(value, components);
}

/**
 * What in `node` is code rather than a value: null for a literal (text, number, true, false,
 * null, a text without `${…}`), an array or object of literals, or an element of the site's
 * components; else the first node that is code (a name, a call, a member, a function, a spread…).
 */
export function codeInValue(node: CodeNode, components: ReadonlySet<string>): CodeFinding {
  switch (node.type) {
    case 'Literal':
      return 'regex' in node && node.regex ? node : null;
    case 'TemplateLiteral':
      return nodesIn(node.expressions).length === 0 ? null : node;
    case 'UnaryExpression':
      return node.operator === '-' &&
        isNode(node.argument) &&
        node.argument.type === 'Literal' &&
        typeof node.argument.value === 'number'
        ? null
        : node;
    case 'ArrayExpression': {
      for (const element of node.elements as unknown[]) {
        if (element === null) continue;
        const found = isNode(element) ? codeInValue(element, components) : null;
        if (found) return found;
      }
      return null;
    }
    case 'ObjectExpression': {
      for (const property of nodesIn(node.properties)) {
        if (property.type !== 'Property' || property.kind !== 'init' || property.computed || property.method)
          return property;
        if (property.shorthand) return property;
        const found = codeInValue(property.value as CodeNode, components);
        if (found) return found;
      }
      return null;
    }
    case 'JSXElement':
    case 'JSXFragment':
      return codeInJsx(node, components);
    default:
      return node;
  }
}
