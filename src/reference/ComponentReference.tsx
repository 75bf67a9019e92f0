import type { ComponentType } from 'react';
import { ExampleFrame } from './ExampleFrame';
import type { PropRow } from './props-table';

export interface ReferenceExample {
  /** The example's file name in src/component-examples/. */
  file: string;
  /** The MDX as a page writes it. */
  source: string;
  shownOn?: string;
  Content: ComponentType;
}

export interface ReferenceComponent {
  name: string;
  description: string;
  props: PropRow[];
  examples: ReferenceExample[];
}

const cell = 'border-b border-line px-3 py-2 text-left align-top';

function PropsTable({ name, props }: { name: string; props: PropRow[] }) {
  if (props.length === 0) return <p className="text-muted">{`<${name} />`} takes no props.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="text-left font-semibold pb-2">Props of {name}</caption>
        <thead>
          <tr>
            {['Name', 'Type', 'Allowed values', 'Default', 'Description'].map((heading) => (
              <th key={heading} scope="col" className={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.map((prop) => (
            <tr key={prop.name}>
              <th scope="row" className={`${cell} font-mono`}>
                {prop.name}
                <span className="block font-sans text-xs font-normal">{prop.label}</span>
                {prop.required && <span className="block font-sans text-xs font-normal text-muted">required</span>}
              </th>
              <td className={cell}>{prop.type}</td>
              <td className={cell}>
                {prop.allowed.length > 0
                  ? prop.allowed.map((value) => (
                      <code key={value} className="mr-2">
                        {value}
                      </code>
                    ))
                  : '—'}
              </td>
              <td className={cell}>{prop.default === undefined ? '—' : <code>{prop.default}</code>}</td>
              <td className={cell}>{prop.doc}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Example({ component, example, index }: { component: string; example: ReferenceExample; index: number }) {
  const { Content } = example;
  const id = `${component}-example-${index + 1}`;
  return (
    <figure
      data-example={example.file}
      aria-labelledby={id}
      className="m-0 grid grid-cols-[minmax(0,1fr)] gap-4 border border-line rounded-lg p-4"
    >
      <figcaption id={id} className="font-semibold">
        Example {index + 1}{' '}
        <span className="font-normal text-muted">
          (src/component-examples/{example.file}
          {example.shownOn ? `, shown as on ${example.shownOn}` : ''})
        </span>
      </figcaption>
      <div data-example-source="">
        <p className="m-0 mb-1 text-sm text-muted">What the page writes:</p>
        <pre className="m-0 overflow-x-auto rounded bg-gray-100 p-3 text-sm">
          <code className="language-mdx">{example.source}</code>
        </pre>
      </div>
      <div data-example-render="">
        <p className="m-0 mb-1 text-sm text-muted">What it shows:</p>
        <div className="border border-dashed border-line rounded">
          <ExampleFrame shownOn={example.shownOn}>
            <Content />
          </ExampleFrame>
        </div>
      </div>
    </figure>
  );
}

/** The copywriter's component reference: every component A to Z, with its props and live examples. */
export function ComponentReference({ components }: { components: ReferenceComponent[] }) {
  return (
    <div className="page-width py-10 grid grid-cols-[minmax(0,1fr)] gap-10">
      <header className="grid grid-cols-[minmax(0,1fr)] gap-3">
        <h1 className="m-0 heading-1">Component reference</h1>
        <p className="m-0 max-w-3xl">
          Every component a page may use, A to Z: what it does, the props it takes (from its schema, so this table is
          what the build checks) and examples, each rendered live beside the MDX that produced it. The examples are the
          files in src/component-examples/. This page is only in the dev server.
        </p>
      </header>
      <nav aria-labelledby="reference-contents">
        <h2 id="reference-contents" className="m-0 mb-3 text-xl font-semibold">
          Components
        </h2>
        <ul className="m-0 p-0 list-none flex flex-wrap gap-x-4 gap-y-1">
          {components.map(({ name }) => (
            <li key={name}>
              <a href={`#${name}`} className="underline underline-offset-3 site-focus-ring rounded-sm">
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {components.map((component) => (
        <section
          key={component.name}
          id={component.name}
          aria-labelledby={`${component.name}-heading`}
          data-component={component.name}
          className="grid grid-cols-[minmax(0,1fr)] gap-4 border-t border-line pt-8"
        >
          <h2 id={`${component.name}-heading`} className="m-0 heading-2">
            {component.name}
          </h2>
          <p className="m-0 max-w-3xl">{component.description}</p>
          <PropsTable name={component.name} props={component.props} />
          <h3 className="m-0 text-xl font-semibold">Examples</h3>
          {component.examples.map((example, index) => (
            <Example key={example.file} component={component.name} example={example} index={index} />
          ))}
        </section>
      ))}
    </div>
  );
}
