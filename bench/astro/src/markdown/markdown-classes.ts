import type { ReactElement } from 'react';
import { markdownElements } from '../../../../src/components/markdown-elements';

type SimpleTag = 'h2' | 'h3' | 'p' | 'ul' | 'ol' | 'a';

function classOf(tag: SimpleTag): string {
  const element = markdownElements[tag]({}) as ReactElement<{ className: string }>;
  return element.props.className;
}

/** The classes the site's markdown elements put on each tag, read from the site's own components. */
export const markdownClasses = {
  h2: classOf('h2'),
  h3: classOf('h3'),
  p: classOf('p'),
  ul: classOf('ul'),
  ol: classOf('ol'),
  a: classOf('a'),
};
