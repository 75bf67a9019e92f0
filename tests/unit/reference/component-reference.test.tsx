import { compile, evaluate, type EvaluateOptions } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../builder/project-root';
import { mdxOptions } from '../../../content/mdx/mdx-options';
import { IslandRegistry, IslandRegistryContext } from '../../../src/hydration/island-registry';
import { componentSchemas } from '../../../src/mdx-component-props';
import { mdxComponentNames } from '../../../src/mdx-component-names';
import { useMDXComponents } from '../../../src/mdx-components';
import { componentReferencePath } from '../../../builder/dev/dev-component-reference';
import { ExampleFrame } from '../../../src/reference/ExampleFrame';
import { exampleFile, exampleMarkup, examplesFolder, shownOnOf, sortedExamples } from '../../../src/reference/examples';
import { propsTable } from '../../../src/reference/props-table';
import { referenceComponents } from '../../../src/reference/reference-data';

const folder = join(projectRoot, examplesFolder);
const files = readdirSync(folder).filter((file) => file.endsWith('.mdx'));
const examples = sortedExamples(files);
const sourceOf = (file: string) => readFileSync(join(folder, file), 'utf8');

describe('the component reference', () => {
  it('has a schema and at least one example for every component in the map', () => {
    const withoutSchema = mdxComponentNames.filter((name) => !(name in componentSchemas));
    const withoutExample = mdxComponentNames.filter((name) => !examples.some((example) => example.component === name));
    expect({ withoutSchema, withoutExample }).toEqual({ withoutSchema: [], withoutExample: [] });
  });

  it('names every example file after a component in the map, and each example uses its component', () => {
    expect(files.filter((file) => !exampleFile(file))).toEqual([]);
    expect(
      examples
        .filter(({ component }) => !(mdxComponentNames as readonly string[]).includes(component))
        .map(({ file }) => file),
    ).toEqual([]);
    expect(
      examples
        .filter(({ component, file }) => !new RegExp(`<${component}\\b`).test(sourceOf(file)))
        .map(({ file }) => file),
    ).toEqual([]);
  });

  it('reads the props table from the schema: type, allowed values, default, description', () => {
    const tone = propsTable(componentSchemas.Section).find((row) => row.name === 'tone');
    expect(tone).toMatchObject({ allowed: ['default', 'muted'], default: '"default"', required: false });
    expect(tone?.doc).toContain('light grey band');
    const children = propsTable(componentSchemas.ButtonLink).find((row) => row.name === 'children');
    expect(children).toMatchObject({ type: 'content between the tags', required: true });
    expect(propsTable(componentSchemas.CardGrid).find((row) => row.name === 'columns')).toMatchObject({
      allowed: ['2', '3', '4'],
      default: '3',
    });
  });

  it('lists every component A to Z with its description', () => {
    const components = referenceComponents(
      Object.fromEntries(files.map((file) => [file, { source: sourceOf(file), Content: () => null }])),
    );
    expect(components.map(({ name }) => name)).toEqual([...mdxComponentNames].sort((a, b) => a.localeCompare(b)));
    expect(components.filter(({ description }) => !description).map(({ name }) => name)).toEqual([]);
    expect(components.filter(({ examples }) => examples.length === 0).map(({ name }) => name)).toEqual([]);
  });

  it('shows an example without the line that names the page it is shown as on', () => {
    const source = "export const shownOn = '/insights/ai-future'\n\n<ArticleMeta />\n";
    expect(shownOnOf(source)).toBe('/insights/ai-future');
    expect(exampleMarkup(source)).toBe('<ArticleMeta />');
  });

  // `/_components` is served by the dev server only: no page can have its path.
  it('is not a page path', () => {
    expect(componentReferencePath.startsWith('/_')).toBe(true);
  });

  // The map's components take `never` props (MDX passes what the page writes), so it is cast for evaluate.
  const provider = useMDXComponents as unknown as EvaluateOptions['useMDXComponents'];
  const { providerImportSource: _provider, ...evaluateOptions } = mdxOptions({ root: projectRoot, development: false });

  it.each(examples.map(({ file }) => file))('builds and renders %s with the component map', async (file) => {
    const source = sourceOf(file);
    // The project's own compile options, as dev and the build compile a page.
    await compile({ value: source, path: join(folder, file) }, mdxOptions({ root: projectRoot, development: false }));
    const module = await evaluate(
      { value: source, path: join(folder, file) },
      { ...evaluateOptions, ...runtime, useMDXComponents: provider },
    );
    const Content = module.default as ComponentType;
    const html = renderToStaticMarkup(
      <MemoryRouter initialEntries={['/_components']}>
        <IslandRegistryContext value={new IslandRegistry()}>
          <ExampleFrame shownOn={module.shownOn as string | undefined}>
            <Content />
          </ExampleFrame>
        </IslandRegistryContext>
      </MemoryRouter>,
    );
    expect(html.trim()).not.toBe('');
  });

  it('shows an image prop as text a page writes, and says a photo beside the page works', () => {
    const image = propsTable(componentSchemas.Banner).find((row) => row.name === 'image');
    expect(image).toMatchObject({ type: 'text', required: true });
    expect(image?.doc).toContain('a JPEG or PNG beside the page, e.g. ./team.jpg');
  });
});
