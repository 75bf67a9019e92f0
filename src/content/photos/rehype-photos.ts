import type { Program } from 'estree';
import { isPhotoProp, isRelativePhoto } from './photo-set';

/** The query that marks an import as a photo for `photoPlugin`: `./team.jpg?photo`. */
export const photoQuery = '?photo';

interface HastNode {
  type: string;
  tagName?: string;
  name?: string | null;
  attributes?: { type: string; name?: string; value?: unknown }[];
  properties?: Record<string, unknown>;
  children?: HastNode[];
  position?: unknown;
  [key: string]: unknown;
}

const identifier = (name: string) => ({ type: 'Identifier' as const, name });

function esm(program: Program): HastNode {
  return { type: 'mdxjsEsm', value: '', data: { estree: program } };
}

function importDefault(local: string, source: string): HastNode {
  return esm({
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: identifier(local) }],
        source: { type: 'Literal', value: source },
        attributes: [],
      },
    ],
  });
}

function importNamed(name: string, local: string, source: string): HastNode {
  return esm({
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportSpecifier', imported: identifier(name), local: identifier(local) }],
        source: { type: 'Literal', value: source },
        attributes: [],
      },
    ],
  });
}

function stringAttribute(name: string, value: string) {
  return { type: 'mdxJsxAttribute', name, value };
}

function expressionAttribute(name: string, local: string) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: local,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: identifier(local) }],
        } satisfies Program,
      },
    },
  };
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * A photo beside the page, `![Team at work](./team.jpg)`, becomes `<Photo photo={…} alt=…>` with
 * the photo imported as `./team.jpg?photo`: Vite resolves it against the page's own file, and
 * `photoPlugin` answers with the files a `<picture>` offers. The import names only the relative
 * path, so the compiled page does not depend on where the page lies and the compile cache holds.
 * A component's image prop naming one, `<Banner image="./team.jpg">`, gets the same import as an
 * expression, `image={…}`: the component receives the `PhotoSet`. Runs on the HTML tree, after the
 * component checks, which never see the generated element and see props as the page writes them.
 */
export function rehypePhotos({ component }: { component: string }) {
  return (tree: HastNode) => {
    const imports: HastNode[] = [];
    const locals = new Map<string, string>();
    let photos = 0;
    const photoLocal = (src: string) => {
      const source = decoded(src) + photoQuery;
      let local = locals.get(source);
      if (!local) {
        local = `_photo${locals.size}`;
        locals.set(source, local);
        imports.push(importDefault(local, source));
      }
      return local;
    };
    const visit = (node: HastNode) => {
      const children = node.children ?? [];
      for (let index = 0; index < children.length; index++) {
        const child = children[index];
        const src = child.type === 'element' && child.tagName === 'img' ? child.properties?.src : undefined;
        if (typeof src === 'string' && isRelativePhoto(src)) {
          photos++;
          const local = photoLocal(src);
          const { alt, title } = child.properties ?? {};
          children[index] = {
            type: 'mdxJsxTextElement',
            name: '_SitePhoto',
            attributes: [
              expressionAttribute('photo', local),
              stringAttribute('alt', typeof alt === 'string' ? alt : ''),
              ...(typeof title === 'string' ? [stringAttribute('title', title)] : []),
            ],
            children: [],
            position: child.position,
          };
          continue;
        }
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement')
          child.attributes = child.attributes?.map((attribute) =>
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name &&
            typeof attribute.value === 'string' &&
            isPhotoProp(child.name, attribute.name, attribute.value)
              ? expressionAttribute(attribute.name, photoLocal(attribute.value))
              : attribute,
          );
        visit(child);
      }
    };
    visit(tree);
    tree.children = [
      ...(photos ? [importNamed('Photo', '_SitePhoto', component)] : []),
      ...imports,
      ...(tree.children ?? []),
    ];
  };
}
