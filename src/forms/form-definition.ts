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

export interface UrlField extends BaseField {
  type: 'url';
  autocomplete?: string;
}

/** A file kind a file field takes: named for visitors, recognised by the server from the file's bytes. */
export interface FileKind {
  /** "PDF", as in "Send a PDF, DOCX or ODT file." */
  label: string;
  /** The media type stored and mailed, e.g. `application/pdf`. */
  mediaType: string;
  /** The extension the stored copy is given, e.g. `pdf`. */
  extension: string;
}

/** One uploaded file; the form is then sent as `multipart/form-data`. */
export interface FileField extends BaseField {
  type: 'file';
  /** The kinds accepted, checked from the file's bytes, never its name or the browser's word. */
  kinds: readonly FileKind[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
}

/** A value the page fills in (e.g. the job the visitor applies for), sent with the form unseen. */
export interface HiddenField extends BaseField {
  type: 'hidden';
}

export type FieldDefinition =
  InputField | UrlField | SelectField | TextareaField | CheckboxField | FileField | HiddenField;

/** Every form's id, the one list the site, the server and the store derive theirs from. */
export const formIds = ['inquiry', 'contact', 'newsletter', 'application'] as const;

export type FormId = (typeof formIds)[number];

/** One form: what it asks, and the one source both the HTML form and the server's check use. */
export interface FormDefinition {
  id: FormId;
  submitLabel: string;
  fields: FieldDefinition[];
}
