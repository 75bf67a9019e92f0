// html-validate's rules for every page the build writes (tests/build/html-validity.test.ts; also
// `npx html-validate dist`). The recommended and a11y presets apply in full; the rules below are
// only set to the form the HTML specification allows and React writes, never switched off.
export default {
  extends: ['html-validate:recommended', 'html-validate:a11y'],
  rules: {
    // Attribute names are ASCII case-insensitive in HTML documents (HTML §13.1.2.3). React writes
    // some DOM properties in camel case (maxLength, autoComplete, dateTime, popoverTarget,
    // fetchPriority, hrefLang) and JSX has no lowercase spelling for them. Every other attribute
    // must still be lowercase.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // A boolean attribute's value may be empty or its own name (HTML §2.3.2); React writes it
    // empty (`required=""`). Held to that one form rather than the preset's omitted value.
    'attribute-boolean-style': ['error', { style: 'empty' }],
    // A void element may end with "/>" (HTML §13.1.2.1). React self-closes every void element, so
    // the document shell and head do too (src/layout/document-html.ts): one style throughout.
    'void-style': ['error', { style: 'selfclose' }],
    // Every tab title is "page title | Northstar Technologies" (head-tags.ts): a page title of at
    // most 70 characters (the schema's limit; the build warns past 60) and the 25 of the suffix.
    'long-title': ['error', { maxlength: 95 }],
  },
};
