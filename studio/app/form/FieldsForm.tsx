import { useId, useState, type ReactNode } from 'react';
import YAML from 'yaml';
import type { FieldPath } from '../../shared/frontmatter-edit';
import { Combobox, type ChoiceOption } from './Combobox';
import { emptyValue, type ChoiceField, type FieldModel } from './form-model';
import { ImageInput } from './ImageInput';

/** What a form needs from its surroundings: the options of selects, the errors of fields, image uploads. */
export interface FormContext {
  optionsFor: (source: ChoiceField['source']) => ChoiceOption[];
  /** The build's messages for the value at `path` (and, for a field with no fields inside, below it). */
  errorsAt: (path: FieldPath, leaf: boolean) => string[];
  /** Saves an image file for an image field; resolves to the path to write, `/images/…`. */
  uploadImage: (file: File) => Promise<string>;
}

interface FieldsFormProps {
  fields: FieldModel[];
  value: Record<string, unknown>;
  onChange: (path: FieldPath, value: unknown) => void;
  context: FormContext;
  /** Paths start here (a component's props start at []). */
  path?: FieldPath;
  /** Fields seldom needed, shown under a collapsed "Advanced" (opened while one of them has a problem). */
  advanced?: ReadonlySet<string>;
}

/** The fields of a schema as a form: one control each, in the schema's order; the rarely needed ones under "Advanced". */
export function FieldsForm({ fields, value, onChange, context, path = [], advanced }: FieldsFormProps) {
  const formId = useId();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const control = (field: FieldModel) => (
    <FieldControl
      key={field.name}
      idBase={formId}
      field={field}
      path={[...path, field.name]}
      value={value[field.name]}
      onChange={onChange}
      context={context}
    />
  );
  const main = fields.filter((field) => !advanced?.has(field.name));
  const rare = fields.filter((field) => advanced?.has(field.name));
  const rareProblem = rare.some((field) => context.errorsAt([...path, field.name], true).length > 0);
  return (
    <>
      <div className="fields">{main.map(control)}</div>
      {rare.length > 0 && (
        <details
          className="advanced-fields"
          // A problem in one of them opens it: the message must be seen.
          open={advancedOpen || rareProblem}
          onToggle={(event) => setAdvancedOpen(event.currentTarget.open)}
        >
          <summary>Advanced</summary>
          <div className="fields">{rare.map(control)}</div>
        </details>
      )}
    </>
  );
}

interface ControlProps {
  idBase: string;
  field: FieldModel;
  path: FieldPath;
  value: unknown;
  onChange: (path: FieldPath, value: unknown) => void;
  context: FormContext;
  /** A list item's label ("Outcomes 2") instead of the field's. */
  label?: string;
}

function idOf(idBase: string, path: FieldPath): string {
  return `${idBase}-${path.join('-')}`.replace(/[^\w-]/g, '_');
}

function RequiredMark({ field }: { field: FieldModel }) {
  return field.required ? (
    <span className="required-mark" aria-hidden="true">
      Required
    </span>
  ) : null;
}

function Errors({ id, messages }: { id: string; messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul className="field-errors" id={id}>
      {messages.map((message, index) => (
        <li key={index}>{message}</li>
      ))}
    </ul>
  );
}

/** A text value as written, whatever YAML made of it (a number, a date written as text). */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function FieldControl({ idBase, field, path, value, onChange, context, label = field.label }: ControlProps) {
  const id = idOf(idBase, path);
  const helpId = `${id}-help`;
  const errorId = `${id}-errors`;
  const counterId = `${id}-counter`;
  const leaf = field.kind !== 'list' && field.kind !== 'group';
  const errors = context.errorsAt(path, leaf);
  const help = field.help ? (
    <p className="help" id={helpId}>
      {field.help}
    </p>
  ) : null;
  const describedBy =
    [field.help ? helpId : '', errors.length ? errorId : '', field.kind === 'text' && field.maxLength ? counterId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const invalid = errors.length > 0 || undefined;
  // An optional field emptied is removed from the frontmatter, not written empty.
  const set = (next: unknown) => onChange(path, next === '' && !field.required ? undefined : next);

  const labelled = (control: ReactNode, extra?: ReactNode) => (
    <div className="field">
      <div className="field-head">
        <span className="field-name">
          <label htmlFor={id}>{label}</label>
          <RequiredMark field={field} />
        </span>
        {extra}
      </div>
      {control}
      {help}
      <Errors id={errorId} messages={errors} />
    </div>
  );

  switch (field.kind) {
    case 'text': {
      const text = asText(value);
      const over = field.maxLength !== undefined && text.length > field.maxLength;
      const counter =
        field.maxLength !== undefined ? (
          <span id={counterId} className={over ? 'counter counter-over' : 'counter'}>
            {text.length} / {field.maxLength}
            {over ? ` — ${text.length - field.maxLength} too many` : ''}
          </span>
        ) : undefined;
      const common = {
        id,
        value: text,
        required: field.required,
        'aria-describedby': describedBy,
        'aria-invalid': invalid,
      };
      return labelled(
        field.multiline ? (
          <textarea {...common} rows={text.length > 120 ? 3 : 2} onChange={(event) => set(event.target.value)} />
        ) : (
          <input {...common} type="text" onChange={(event) => set(event.target.value)} />
        ),
        counter,
      );
    }
    case 'number':
      return labelled(
        <input
          id={id}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          step={field.integer ? 1 : 'any'}
          min={field.min}
          max={field.max}
          value={typeof value === 'number' ? value : asText(value)}
          required={field.required}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => set(event.target.value === '' ? '' : Number(event.target.value))}
        />,
      );
    case 'date': {
      const text = asText(value);
      // A value not in YYYY-MM-DD stays editable as text, so nothing written is lost.
      const isDay = text === '' || /^\d{4}-\d{2}-\d{2}$/.test(text);
      return labelled(
        <input
          id={id}
          type={isDay ? 'date' : 'text'}
          className="date-input"
          value={text}
          required={field.required}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => set(event.target.value)}
        />,
      );
    }
    case 'boolean': {
      const checked = value === undefined ? field.defaultValue === true : value === true;
      return (
        <div className="field">
          <div className="field-check">
            <input
              id={id}
              type="checkbox"
              checked={checked}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(event) => onChange(path, event.target.checked)}
            />
            <label htmlFor={id}>{label}</label>
          </div>
          {help}
          <Errors id={errorId} messages={errors} />
        </div>
      );
    }
    case 'choice': {
      const options = context.optionsFor(field.source);
      const current = asText(value);
      return labelled(
        <Combobox
          id={id}
          value={current}
          options={
            current && !options.some((option) => option.value === current)
              ? [...options, { value: current, label: current }]
              : options
          }
          allowNone={!field.required}
          emptyText={field.defaultValue !== undefined ? `${asText(field.defaultValue)} (default)` : undefined}
          describedBy={describedBy}
          invalid={invalid}
          onChange={(next) => {
            // A number or yes/no the schema lists is written as one (`columns={2}`), not as the text "2".
            const { source } = field;
            const index = source.type === 'enum' ? source.options.indexOf(next) : -1;
            set(source.type === 'enum' && index >= 0 ? source.values[index] : next);
          }}
        />,
      );
    }
    case 'image':
      return labelled(
        <ImageInput
          id={id}
          value={asText(value)}
          describedBy={describedBy}
          invalid={invalid}
          required={field.required}
          label={label}
          onChange={set}
          upload={context.uploadImage}
        />,
      );
    case 'content':
      return labelled(
        <textarea
          id={id}
          className="mono"
          rows={4}
          value={asText(value)}
          aria-describedby={describedBy}
          onChange={(event) => set(event.target.value)}
        />,
      );
    case 'other':
      if (field.acceptsText && (value === undefined || typeof value === 'string'))
        return labelled(
          <input
            id={id}
            type="text"
            value={asText(value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => set(event.target.value)}
          />,
        );
      return labelled(
        <textarea
          id={id}
          className="mono"
          readOnly
          rows={2}
          value={value === undefined ? '' : YAML.stringify(value).trimEnd()}
          aria-describedby={describedBy}
        />,
        <span className="counter">Edit in the page source</span>,
      );
    case 'group': {
      const object =
        value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      return (
        <fieldset className="group" aria-describedby={describedBy}>
          <legend>
            {label}
            <RequiredMark field={field} />
          </legend>
          {help}
          <Errors id={errorId} messages={errors} />
          {field.fields.map((child) => (
            <FieldControl
              key={child.name}
              idBase={idBase}
              field={child}
              path={[...path, child.name]}
              value={object[child.name]}
              onChange={onChange}
              context={context}
            />
          ))}
        </fieldset>
      );
    }
    case 'list':
      return (
        <ListControl
          idBase={idBase}
          field={field}
          path={path}
          value={value}
          onChange={onChange}
          context={context}
          label={label}
          help={help}
          errors={<Errors id={errorId} messages={errors} />}
          describedBy={describedBy}
        />
      );
  }
}

function ListControl({
  idBase,
  field,
  path,
  value,
  onChange,
  context,
  label,
  help,
  errors,
  describedBy,
}: ControlProps & {
  field: Extract<FieldModel, { kind: 'list' }>;
  label: string;
  help: ReactNode;
  errors: ReactNode;
  describedBy?: string;
}) {
  const items: unknown[] = Array.isArray(value) ? (value as unknown[]) : [];
  const full = field.maxItems !== undefined && items.length >= field.maxItems;
  const setItems = (next: unknown[]) => onChange(path, next.length === 0 && !field.required ? undefined : next);
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item);
    setItems(next);
  };
  const limits =
    field.maxItems !== undefined
      ? field.minItems === field.maxItems
        ? `exactly ${field.maxItems}`
        : `${field.minItems ?? 0} to ${field.maxItems}`
      : field.minItems
        ? `at least ${field.minItems}`
        : '';
  return (
    <fieldset className="group list" aria-describedby={describedBy}>
      <legend>
        {label}
        <RequiredMark field={field} />
        {limits && <span className="counter"> {`${items.length} of ${limits}`}</span>}
      </legend>
      {help}
      {errors}
      {items.length > 0 && (
        <ol className="list-items">
          {items.map((item, index) => {
            const number = index + 1;
            return (
              <li key={index} className="list-item">
                <div className="list-item-body">
                  <FieldControl
                    idBase={idBase}
                    field={{ ...field.item, help: '' }}
                    path={[...path, index]}
                    value={item}
                    onChange={onChange}
                    context={context}
                    label={`${label} ${number}`}
                  />
                </div>
                <div className="list-item-actions">
                  <button
                    type="button"
                    className="icon-button small"
                    aria-label={`Move ${label} ${number} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="icon-button small"
                    aria-label={`Move ${label} ${number} down`}
                    title="Move down"
                    disabled={index === items.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="icon-button small danger"
                    aria-label={`Remove ${label} ${number}`}
                    title="Remove"
                    onClick={() => setItems(items.filter((_, other) => other !== index))}
                  >
                    ×
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className="button button-small"
        disabled={full}
        onClick={() => setItems([...items, emptyValue(field.item)])}
      >
        Add to {label}
      </button>
    </fieldset>
  );
}
