export interface FieldOption {
  value: string;
  label: string;
}

interface BaseField {
  /** The name the submission carries. */
  name: string;
  label: string;
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

export interface CheckboxField extends BaseField {
  type: 'checkbox';
  /** A link at the end of the label, e.g. to the privacy policy. */
  link?: { text: string; href: string };
}

export type FieldDefinition = InputField | SelectField | TextareaField | CheckboxField;

/** One form: what it asks, and the one source both the HTML form and the server's check use. */
export interface FormDefinition {
  id: 'inquiry' | 'contact' | 'newsletter';
  submitLabel: string;
  fields: FieldDefinition[];
}
