export interface FieldOption {
  value: string;
  label: string;
}

interface BaseField {
  /** The name the submission carries. */
  name: string;
  label: string;
  /** Names the field in problem lists and exports when `label` is a sentence (a consent box). */
  shortLabel?: string;
  required: boolean;
  /** Longest accepted value, in characters. */
  maxLength?: number;
}

export interface InputField extends BaseField {
  type: 'text' | 'email' | 'tel';
  autocomplete?: string;
}

export interface SelectField extends BaseField {
  type: 'select';
  /** The empty first option, e.g. "Select Country/Region". */
  placeholder: string;
  options: FieldOption[];
  autocomplete?: string;
}

export interface TextareaField extends BaseField {
  type: 'textarea';
  rows: number;
}

/** What a ticked checkbox sends; the server counts any other value as not ticked. */
export const checkedValue = 'yes';

export interface CheckboxField extends BaseField {
  type: 'checkbox';
  /** A link at the end of the label, e.g. to the privacy policy. */
  link?: { text: string; href: string };
}

export type FieldDefinition = InputField | SelectField | TextareaField | CheckboxField;

/** Every form's id, the one list the site, the server and the store derive theirs from. */
export const formIds = ['inquiry', 'contact', 'newsletter'] as const;

export type FormId = (typeof formIds)[number];

/** One form: what it asks, and the one source both the HTML form and the server's check use. */
export interface FormDefinition {
  id: FormId;
  submitLabel: string;
  fields: FieldDefinition[];
}
