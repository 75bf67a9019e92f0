import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { componentSchemas } from '../../src/mdx-component-props';
import { issueMessage } from '../../src/shared/issue-message';
import type { Completions } from '../shared/api';
import type { ComponentTag } from '../shared/component-tags';
import type { FieldPath } from '../shared/frontmatter-edit';
import { Dialog } from './Dialog';
import { FieldsForm, type FormContext } from './form/FieldsForm';
import { fieldsOf } from './form/form-model';
import { choiceOptions } from './form/FrontmatterPanel';
import { setIn } from './form/set-in';

type ComponentName = keyof typeof componentSchemas;

function isComponentName(name: string): name is ComponentName {
  return Object.hasOwn(componentSchemas, name);
}

interface ComponentDialogProps {
  completions: Completions | null;
  /** Editing an existing tag: its name and props fill the form. */
  tag: ComponentTag | null;
  uploadImage: (file: File) => Promise<string>;
  onClose: () => void;
  /** Insert: the props and the content between the tags (undefined for a component without). */
  onInsert: (name: string, props: Record<string, unknown>, children: string | undefined) => void;
  onEdit: (tag: ComponentTag, props: Record<string, unknown>) => void;
}

/** **Insert component** (a list of the reference's components, then its props form) and **Edit component** (the form, filled from the tag). */
export function ComponentDialog({ completions, tag, uploadImage, onClose, onInsert, onEdit }: ComponentDialogProps) {
  const [chosen, setChosen] = useState<string | null>(tag?.name ?? null);
  if (chosen === null) return <ComponentList completions={completions} onClose={onClose} onChoose={setChosen} />;
  if (!isComponentName(chosen))
    return (
      <Dialog title={`Edit ${chosen}`} onClose={onClose}>
        <p>{chosen} is not a component of the site’s reference, so it has no form. Edit it in the page source.</p>
      </Dialog>
    );
  return (
    <ComponentForm
      name={chosen}
      tag={tag}
      completions={completions}
      uploadImage={uploadImage}
      onBack={tag ? undefined : () => setChosen(null)}
      onClose={onClose}
      onInsert={onInsert}
      onEdit={onEdit}
    />
  );
}

function ComponentList({
  completions,
  onClose,
  onChoose,
}: {
  completions: Completions | null;
  onClose: () => void;
  onChoose: (name: string) => void;
}) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const components = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const all =
      completions?.components ??
      Object.keys(componentSchemas).map((name) => ({
        name,
        description: componentSchemas[name as ComponentName].description ?? '',
      }));
    return all.filter(
      (component) =>
        !needle ||
        component.name.toLowerCase().includes(needle) ||
        component.description.toLowerCase().includes(needle),
    );
  }, [completions, filter]);
  return (
    <Dialog title="Insert component" onClose={onClose} wide>
      <div className="field">
        <label htmlFor={filterId}>Filter components</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder="Name or what it shows"
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <ul className="component-list" aria-label="Components">
        {components.map((component) => (
          <li key={component.name}>
            <button type="button" className="component-choice" onClick={() => onChoose(component.name)}>
              <span className="component-name">{component.name}</span>
              <span className="component-description">{component.description}</span>
            </button>
          </li>
        ))}
        {components.length === 0 && <li className="muted">No component matches “{filter}”.</li>}
      </ul>
    </Dialog>
  );
}

/** The props as a page writes them: no empty optional values. */
function writtenProps(props: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined && value !== ''));
}

function ComponentForm({
  name,
  tag,
  completions,
  uploadImage,
  onBack,
  onClose,
  onInsert,
  onEdit,
}: {
  name: ComponentName;
  tag: ComponentTag | null;
  completions: Completions | null;
  uploadImage: (file: File) => Promise<string>;
  onBack?: () => void;
  onClose: () => void;
  onInsert: ComponentDialogProps['onInsert'];
  onEdit: ComponentDialogProps['onEdit'];
}) {
  const schema = componentSchemas[name] as z.ZodObject;
  const allFields = useMemo(() => fieldsOf(schema), [schema]);
  const contentField = allFields.find((field) => field.kind === 'content');
  // Editing rewrites the tag's attributes only: the content between the tags stays in the source.
  const fields = allFields.filter((field) => field.kind !== 'content');
  const [props, setProps] = useState<Record<string, unknown>>(() => ({ ...tag?.props }));
  const [children, setChildren] = useState('');
  const [tried, setTried] = useState(false);
  const childrenId = useId();
  const description = schema.description ?? '';

  const issues = useMemo(() => {
    const checked = schema.safeParse(contentField ? { ...writtenProps(props), children: 'x' } : writtenProps(props));
    return checked.success ? [] : checked.error.issues;
  }, [schema, props, contentField]);
  const keys = Object.keys(schema.shape);

  const context: FormContext = {
    optionsFor: (source) => choiceOptions(source, completions),
    errorsAt: (path, leaf) =>
      tried
        ? issues
            .filter((issue) =>
              leaf
                ? path.every((segment, index) => issue.path[index] === segment)
                : issue.path.length === path.length && path.every((segment, index) => issue.path[index] === segment),
            )
            .map((issue) => issueMessage(issue, keys))
        : [],
    uploadImage,
  };
  const unplaced = tried ? issues.filter((issue) => issue.path.length === 0) : [];

  function submit() {
    setTried(true);
    if (issues.length) return;
    const written = writtenProps(props);
    if (tag) onEdit(tag, written);
    else onInsert(name, written, contentField ? children || 'Content' : undefined);
  }

  return (
    <Dialog
      title={tag ? `Edit ${name}` : `Insert ${name}`}
      onClose={onClose}
      wide
      actions={
        <>
          {onBack && (
            <button type="button" className="button" onClick={onBack}>
              Back to the list
            </button>
          )}
          <span className="spacer" />
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={submit}>
            {tag ? 'Save component' : 'Insert'}
          </button>
        </>
      }
    >
      {description && <p className="help component-help">{description}</p>}
      {tag && tag.unreadable.length > 0 && (
        <p className="message message-note">
          {tag.unreadable.join(', ')} {tag.unreadable.length === 1 ? 'is' : 'are'} written as code; the form keeps{' '}
          {tag.unreadable.length === 1 ? 'it' : 'them'} as written.
        </p>
      )}
      {tried && issues.length > 0 && (
        <p className="message message-error" role="alert">
          Some props need a look: {issues.length === 1 ? 'one problem is' : `${issues.length} problems are`} shown
          beside the fields.
          {unplaced.map((issue) => ` ${issueMessage(issue, keys)}`)}
        </p>
      )}
      {fields.length === 0 && <p className="muted">{name} has no props to set.</p>}
      <FieldsForm
        fields={fields}
        value={props}
        onChange={(path: FieldPath, value: unknown) =>
          setProps((current) => setIn(current, path, value) as Record<string, unknown>)
        }
        context={context}
      />
      {contentField && !tag && (
        <div className="field component-children">
          <label htmlFor={childrenId}>Content between the tags</label>
          <textarea
            id={childrenId}
            className="mono"
            rows={4}
            value={children}
            onChange={(event) => setChildren(event.target.value)}
          />
          <p className="help">{contentField.help || 'Text and Markdown shown inside the component.'}</p>
        </div>
      )}
      {contentField && tag && (
        <p className="help">The content between the tags stays as it is; edit it in the page source.</p>
      )}
    </Dialog>
  );
}
