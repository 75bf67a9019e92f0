/**
 * The words a field or prop goes by wherever a copywriter reads about it: the studio's forms, the
 * component reference and the build's "write …" messages. A name missing here reads as its words
 * (`cardTitle` is "Card title"); the ones listed are names that would read as code.
 */
const labels: Readonly<Record<string, string>> = {
  action: 'Button',
  actions: 'Buttons',
  aliases: 'Old addresses',
  allowHashLinks: 'Allow links to “#” alone',
  anchor: 'Lands on section',
  applyUrl: 'Application site address',
  cardSummary: 'Card text',
  children: 'Text',
  clearLabel: 'Clear button label',
  datePosted: 'Date posted',
  draft: 'Draft (not published yet)',
  emptyText: 'Text when there is nothing to show',
  expires: 'Unpublish on',
  eyebrow: 'Small label above the title',
  href: 'Link',
  id: 'Name for links to this part (#…)',
  imageAlt: 'Image description',
  keyInsights: 'Key findings',
  lang: 'Language',
  nav: 'Menu entry',
  noindex: 'Hide from search engines',
  order: 'Position in lists',
  pageSize: 'Items per page',
  path: 'Address',
  paths: 'Pages',
  per: 'Paid per',
  postalCode: 'Postcode',
  remoteFrom: 'Remote from (countries)',
  reviewBy: 'Review by',
  src: 'Image file',
  stripLink: 'Press strip link',
  stripTitle: 'Press strip headline',
  tone: 'Background',
  updated: 'Updated on',
  validThrough: 'Closing date',
};

/** "imageAlt" → "Image description"; "stripTitle" → "Press strip headline"; "cardTitle" → "Card title". */
export function fieldLabel(name: string): string {
  const label = labels[name];
  if (label) return label;
  const words = name
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
