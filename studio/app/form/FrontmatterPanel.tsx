import { memo, useMemo } from 'react';
import YAML from 'yaml';
import { collections } from '../../../src/shared/collections';
import { pageKinds } from '../../../src/shared/page-kinds';
import { schemaFor } from '../../../src/shared/schema';
import type { Completions, Diagnostic } from '../../shared/api';
import { readFrontmatter, setFrontmatterField, type FieldPath } from '../../shared/frontmatter-edit';
import { relativeToPages } from '../open-file';
import type { ChoiceOption } from './Combobox';
import { inFormWords, messagesAt, placeDiagnostics } from './field-errors';
import { FieldsForm, type FormContext } from './FieldsForm';
import { advancedFields, fieldsOf, type ChoiceField } from './form-model';

interface FrontmatterPanelProps {
  file: string;
  /** The file's frontmatter with its `---` lines (`frontmatterHead`): the body's typing does not redraw the form. */
  head: string;
  /** Applies an edit to the file's whole text as it is now. */
  onEdit: (edit: (text: string) => string) => void;
  diagnostics: Diagnostic[];
  completions: Completions | null;
  uploadImage: (file: File) => Promise<string>;
  /** Puts the editor's cursor on a line of the file. */
  onGoToLine: (line: number) => void;
}

/** The options of a select: an enum's values, a vocabulary's terms, the pages of a kind by title. */
export function choiceOptions(source: ChoiceField['source'], completions: Completions | null): ChoiceOption[] {
  switch (source.type) {
    case 'enum':
      return source.options.map((option) => ({ value: option, label: option }));
    case 'vocabulary':
      return (completions?.vocabularies[source.vocabulary] ?? []).map((term) => ({ value: term, label: term }));
    case 'reference': {
      const kind = pageKinds[source.pageKind];
      return (completions?.pages ?? [])
        .flatMap((page) => {
          const name = kind.nameOf(page.path);
          return name === null ? [] : [{ value: name, label: page.title }];
        })
        .sort((a, b) => a.label.localeCompare(b.label));
    }
  }
}

/** The page's frontmatter as a form generated from its schema; every change is written into the file text. */
export const FrontmatterPanel = memo(function FrontmatterPanel({
  file,
  head,
  onEdit,
  diagnostics,
  completions,
  uploadImage,
  onGoToLine,
}: FrontmatterPanelProps) {
  const schema = useMemo(() => schemaFor(relativeToPages(file), collections), [file]);
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const frontmatter = useMemo(() => readFrontmatter(head), [head]);
  const known = useMemo(() => new Set(fields.map((field) => field.name)), [fields]);
  const placed = useMemo(
    () =>
      placeDiagnostics(
        diagnostics,
        (line) => frontmatter.fieldAtLine(line),
        (name) => known.has(name),
      ),
    [diagnostics, frontmatter, known],
  );
  const general = placed.filter((entry) => entry.path === null || !known.has(String(entry.path[0])));
  const others = Object.entries(frontmatter.data).filter(([name]) => !known.has(name));

  const context: FormContext = {
    optionsFor: (source) => choiceOptions(source, completions),
    errorsAt: (path, leaf) => messagesAt(placed, path, leaf),
    uploadImage,
  };

  function change(path: FieldPath, value: unknown) {
    onEdit((text) => setFrontmatterField(text, path, value));
  }

  return (
    <div className="frontmatter">
      {frontmatter.error && (
        <p className="message message-error" role="alert">
          Line {frontmatter.error.line}: {frontmatter.error.message}. Fix it in the page source below; the form shows
          the fields again once they can be read.
        </p>
      )}
      {general.length > 0 && (
        <ul className="problems" aria-label="Problems of the page">
          {general.map(({ diagnostic }, index) => (
            <li key={index} className={diagnostic.severity === 'error' ? 'problem problem-error' : 'problem'}>
              <button type="button" className="link-button" onClick={() => onGoToLine(diagnostic.line)}>
                Line {diagnostic.line}
              </button>
              : {inFormWords(diagnostic.message)}
            </li>
          ))}
        </ul>
      )}
      {!frontmatter.error && (
        <FieldsForm
          fields={fields}
          value={frontmatter.data}
          onChange={change}
          context={context}
          advanced={advancedFields}
        />
      )}
      {others.length > 0 && (
        <section className="other-fields" aria-labelledby="other-fields-heading">
          <h3 id="other-fields-heading">Other fields</h3>
          <p className="help">Fields this kind of page does not know; kept as written. Edit them in the page source.</p>
          <dl>
            {others.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>
                  <code>{YAML.stringify(value).trimEnd()}</code>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
});
