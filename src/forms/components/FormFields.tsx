import { checkedValue, type FieldDefinition } from '../form-definition';
import { useElementId } from '../../components/use-element-id';
import { PhraseText } from '../../translations/PhraseText';
import { usePhrases } from '../../translations/use-phrases';

const inputClass = 'field-input';
const labelClass = 'text-sm font-semibold';

function Required({ required }: { required: boolean }) {
  const optional = usePhrases()('(optional)');
  return required ? (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  ) : (
    <span className="font-normal text-muted" lang={optional.lang}>{` ${optional.text}`}</span>
  );
}

function Field({ field, idPrefix, value }: { field: FieldDefinition; idPrefix: string; value?: string }) {
  const id = `${idPrefix}-${field.name}`;
  const say = usePhrases();
  const label = say(field.label);
  if (field.type === 'hidden') return <input type="hidden" name={field.name} value={value ?? ''} />;
  if (field.type === 'checkbox') {
    return (
      <div className="flex items-start gap-3 sm:col-span-2">
        <input
          id={id}
          name={field.name}
          type="checkbox"
          value={checkedValue}
          required={field.required}
          className="mt-1 h-5 w-5 shrink-0 accent-accent site-focus-ring"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          <PhraseText phrase={label} />
          {field.link && (
            <>
              {' '}
              <a
                href={field.link.href}
                className="font-semibold underline underline-offset-3 site-focus-ring rounded-sm"
                lang={say(field.link.text).lang}
              >
                {say(field.link.text).text}
              </a>
            </>
          )}
          .<Required required={field.required} />
        </label>
      </div>
    );
  }
  const wide = field.type === 'textarea' || field.type === 'file';
  return (
    <div className={`grid gap-1.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className={labelClass}>
        <PhraseText phrase={label} />
        <Required required={field.required} />
      </label>
      {field.type === 'select' ? (
        <select
          id={id}
          name={field.name}
          required={field.required}
          autoComplete={field.autocomplete}
          defaultValue=""
          className={inputClass}
        >
          <option value="" lang={say(field.placeholder).lang}>
            {say(field.placeholder).text}
          </option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value} lang={say(option.label).lang}>
              {say(option.label).text}
            </option>
          ))}
        </select>
      ) : field.type === 'file' ? (
        <input
          id={id}
          name={field.name}
          type="file"
          required={field.required}
          accept={field.kinds.flatMap((kind) => [`.${kind.extension}`, kind.mediaType]).join(',')}
          className={`${inputClass} file-input`}
        />
      ) : field.type === 'textarea' ? (
        <textarea
          id={id}
          name={field.name}
          rows={field.rows}
          required={field.required}
          maxLength={field.maxLength}
          className={inputClass}
        />
      ) : (
        <input
          id={id}
          name={field.name}
          type={field.type}
          required={field.required}
          autoComplete={field.autocomplete}
          maxLength={field.maxLength}
          className={inputClass}
        />
      )}
    </div>
  );
}

/**
 * The fields of a form definition: visible labels, native required checks, autocomplete hints.
 * `values` fills hidden fields (the job an application is for).
 */
export function FormFields({
  fields,
  values = {},
}: {
  fields: readonly FieldDefinition[];
  values?: Readonly<Record<string, string>>;
}) {
  const idPrefix = useElementId('field');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {fields.map((field) => (
        <Field key={field.name} field={field} idPrefix={idPrefix} value={values[field.name]} />
      ))}
    </div>
  );
}
