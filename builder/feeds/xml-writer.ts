/** An XML element as data: the writer escapes every name's text and attribute value. */
export interface XmlElement {
  name: string;
  attrs?: Record<string, string | undefined>;
  /** Text or child elements; `undefined` children are left out, so optional fields read inline. */
  children?: readonly (XmlElement | string | undefined)[];
}

// XML 1.0 refuses these characters even as references; a parser stops at the first one.
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const notXmlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text safe inside an element or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(notXmlCharacters, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const namePattern = /^[A-Za-z_][\w.:-]*$/;

function checkedName(name: string): string {
  if (!namePattern.test(name)) throw new Error(`not an XML name: ${JSON.stringify(name)}`);
  return name;
}

function elementXml({ name, attrs = {}, children = [] }: XmlElement, indent: string): string {
  const attributes = Object.entries(attrs)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${checkedName(key)}="${escapeXml(value)}"`)
    .join('');
  const open = `${indent}<${checkedName(name)}${attributes}`;
  const present = children.filter((child) => child !== undefined);
  if (present.length === 0) return `${open}/>`;
  if (present.every((child) => typeof child === 'string'))
    return `${open}>${present.map(escapeXml).join('')}</${name}>`;
  const inner = present.map((child) =>
    typeof child === 'string' ? `${indent}  ${escapeXml(child)}` : elementXml(child, `${indent}  `),
  );
  return [`${open}>`, ...inner, `${indent}</${name}>`].join('\n');
}

/** A whole XML document: the declaration and the root element, indented two spaces a level. */
export function xmlDocument(root: XmlElement): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${elementXml(root, '')}\n`;
}
