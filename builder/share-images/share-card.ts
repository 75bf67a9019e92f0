/** What a share image is drawn from: a page's path and a little of its frontmatter. */
export interface SharedPage {
  path: string;
  frontmatter: { title: string; lang: string; image?: string };
}

/** What a page's share image shows: everything that decides its pixels, besides the template. */
export interface ShareCard {
  title: string;
  /** The kind of page or its section, above the title; empty for pages of no section. */
  label: string;
  /** The section's colour (a band and the label), from the site's palette in `uno.config.ts`. */
  colour: string;
  lang: string;
}

// The site's accent and neutrals (uno.config.ts): calm, and dark enough for text on white.
const palette = {
  accent: '#0a58a8',
  accentDark: '#07447f',
  navy: '#0b1f3a',
  navyLight: '#132c4f',
  body: '#334155',
  muted: '#4b5563',
} as const;

interface Section {
  label: string;
  /** The label on Hindi pages. */
  hi?: string;
  colour: string;
}

// The first matching prefix decides, so longer prefixes come first.
const sections: readonly [prefix: string, section: Section][] = [
  ['insights/research', { label: 'Research', hi: 'शोध', colour: palette.navy }],
  ['insights/themes', { label: 'Insights', hi: 'अंतर्दृष्टि', colour: palette.navy }],
  ['insights', { label: 'Insights', hi: 'अंतर्दृष्टि', colour: palette.navy }],
  ['whitepapers', { label: 'White paper', hi: 'श्वेत पत्र', colour: palette.navy }],
  ['blog', { label: 'Blog', hi: 'ब्लॉग', colour: palette.navy }],
  ['services', { label: 'Services', hi: 'सेवाएँ', colour: palette.accent }],
  ['industries', { label: 'Industries', hi: 'उद्योग', colour: palette.accentDark }],
  ['case-studies', { label: 'Case study', hi: 'केस स्टडी', colour: palette.navyLight }],
  ['news', { label: 'News', hi: 'समाचार', colour: palette.body }],
  ['events', { label: 'Events', hi: 'कार्यक्रम', colour: palette.body }],
  ['investors', { label: 'Investors', hi: 'निवेशक', colour: palette.body }],
  ['jobs', { label: 'Careers', hi: 'करियर', colour: palette.muted }],
  ['careers', { label: 'Careers', hi: 'करियर', colour: palette.muted }],
  ['culture', { label: 'Careers', hi: 'करियर', colour: palette.muted }],
  ['learning-development', { label: 'Careers', hi: 'करियर', colour: palette.muted }],
  ['regions', { label: 'Regions', hi: 'क्षेत्र', colour: palette.accentDark }],
  ['about', { label: 'About us', hi: 'हमारे बारे में', colour: palette.accent }],
  ['about-us', { label: 'About us', hi: 'हमारे बारे में', colour: palette.accent }],
];

const noSection: Section = { label: '', colour: palette.accent };

/** The section a path belongs to: `/services/cloud` and `/services` to Services; `/hi/about-us` as `/about-us`. */
function sectionOf(path: string, lang: string): Section {
  const withoutLang = lang !== 'en' && path.startsWith(`/${lang}/`) ? path.slice(lang.length + 1) : path;
  const rest = withoutLang.slice(1);
  const found = sections.find(([prefix]) => rest === prefix || rest.startsWith(`${prefix}/`));
  return found?.[1] ?? noSection;
}

/** The card of one page: its title, its section's label in its language, and the section's colour. */
export function shareCardOf(page: SharedPage): ShareCard {
  const { title, lang } = page.frontmatter;
  const section = sectionOf(page.path, lang);
  const label = lang === 'hi' ? (section.hi ?? section.label) : section.label;
  return { title, label, colour: section.colour, lang };
}
