import type { ComponentType } from 'react';
import { componentSchemas } from '../mdx-component-props';
import { mdxComponentNames } from '../mdx-component-names';
import type { ReferenceComponent } from './ComponentReference';
import { exampleMarkup, shownOnOf, sortedExamples } from './examples';
import { componentDescription, propsTable } from './props-table';

/** An example file as loaded: its MDX source and, once compiled, its content component. */
export interface LoadedExample {
  source: string;
  Content: ComponentType;
}

/** Every component A to Z with its description, props table and examples (keyed by file name). */
export function referenceComponents(examples: Readonly<Record<string, LoadedExample>>): ReferenceComponent[] {
  const sorted = sortedExamples(Object.keys(examples));
  return [...mdxComponentNames]
    .sort((a, b) => a.localeCompare(b))
    .map((name) => {
      const schema = componentSchemas[name];
      return {
        name,
        description: componentDescription(schema),
        props: propsTable(schema),
        examples: sorted
          .filter((example) => example.component === name)
          .map(({ file }) => {
            const { source, Content } = examples[file];
            return { file, source: exampleMarkup(source), shownOn: shownOnOf(source), Content };
          }),
      };
    });
}
