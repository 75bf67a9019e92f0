import type { Node as EstreeNode, Program } from 'estree';
import { imagePropName, isPhotoProp, isRelativePhoto } from '../../src/shared/photos/photo-set';

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

/**
 * Every photo beside the page an expression prop names in an object, `slides={[{ image:
 * './hero.jpg', … }]}` (a key `imagePropName` takes), replaced by the identifier `photoLocal` gives.
 */
function replacePhotoKeys(node: EstreeNode, photoLocal: (src: string) => string): void {
  for (const value of Object.values(node) as unknown[]) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (typeof child !== 'object' || child === null || typeof (child as { type?: unknown }).type !== 'string')
        continue;
      const property = child as EstreeNode;
      if (
        property.type === 'Property' &&
        !property.computed &&
        property.key.type === 'Identifier' &&
        imagePropName.test(property.key.name) &&
        property.value.type === 'Literal' &&
        typeof property.value.value === 'string' &&
        isRelativePhoto(property.value.value)
      )
        property.value = identifier(photoLocal(property.value.value));
      else replacePhotoKeys(property, photoLocal);
    }
  }
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
 * expression, `image={…}`: the component receives the `PhotoSet`; so does an image key of an object
 * in an expression prop, `slides={[{ image: './hero.jpg' }]}`. Runs on the HTML tree, after the
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
        if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
          child.attributes = child.attributes?.map((attribute) =>
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name &&
            typeof attribute.value === 'string' &&
            isPhotoProp(child.name, attribute.name, attribute.value)
              ? expressionAttribute(attribute.name, photoLocal(attribute.value))
              : attribute,
          );
          if (child.name && /^[A-Z]/.test(child.name))
            for (const attribute of child.attributes ?? []) {
              const estree = (attribute.value as { data?: { estree?: Program } } | null | undefined)?.data?.estree;
              if (attribute.type === 'mdxJsxAttribute' && estree) replacePhotoKeys(estree, photoLocal);
            }
        }
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
