import { collectionFrontmatter } from './collection-frontmatter';
import type { PlannedPage } from './corpus-plan';
import { capitalise, clip, phrase, sentence, sentences, summary, wordCount } from './prose';
import type { Random } from './random';

export interface PageContext {
  page: PlannedPage;
  /** Position of the page in the corpus. */
  index: number;
  /** Every page of the corpus; links point only at these, at `/` and at `images`. */
  all: readonly PlannedPage[];
  /** URL paths of case study images that exist in public/. */
  images: readonly string[];
  random: Random;
}

// The issue's realistic page has about 400 words in all; hero, cards, case studies and the call to
// action bring about 230, so the running text makes up the rest.
const proseWords = 170;

/** A JSX attribute value in double quotes; the generated text never contains a quote. */
function quoted(text: string): string {
  if (/["{}<>]/.test(text)) throw new Error(`generated text has a character MDX would misread: ${text}`);
  return `"${text}"`;
}

/** A JavaScript string literal for props written as expressions. */
function literal(text: string): string {
  return JSON.stringify(text);
}

function otherPage({ all, index, random }: PageContext): PlannedPage {
  if (all.length === 1) return all[0];
  const offset = random.int(1, all.length - 1);
  return all[(index + offset) % all.length];
}

/** The next `count` pages after this one, wrapping around, skipping the page itself. */
function neighbours({ all, index }: PageContext, count: number): PlannedPage[] {
  const out: PlannedPage[] = [];
  for (let step = 1; out.length < count; step++) out.push(all[(index + step) % all.length]);
  return out;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

/** About `proseWords` words of Markdown: paragraphs, a subheading, a list, a link and some bold text. */
function proseBlock(context: PageContext): string {
  const { random } = context;
  const blocks: string[] = [];
  let words = 0;
  let linked = false;
  let listed = false;
  while (proseWords - words >= 20) {
    const paragraph = sentences(random, Math.min(random.int(45, 90), proseWords - words - 10));
    if (random.chance(0.4)) {
      const at = random.int(0, paragraph.length - 1);
      paragraph[at] = paragraph[at].replace(/^(\S+ \S+ \S+)/, '**$1**');
    }
    if (!linked && blocks.length >= 1) {
      const target = otherPage(context);
      paragraph.push(`Read more about [${phrase(random, 2, 3).toLowerCase()}](${target.path}).`);
      linked = true;
    }
    const text = paragraph.join(' ');
    blocks.push(text);
    words += wordCount(text);
    if (!listed && blocks.length === 2) {
      blocks.push(`## ${phrase(random, 2, 4)}`);
      const items = Array.from({ length: random.int(3, 5) }, () => `- ${sentence(random)}`);
      blocks.push(items.join('\n'));
      words += wordCount(items.join(' '));
      listed = true;
    }
  }
  return blocks.join('\n\n');
}

function card(context: PageContext, target: PlannedPage): string {
  const { random } = context;
  const eyebrow = random.chance(0.3) ? ` eyebrow=${quoted(capitalise(phrase(random, 1, 2)))}` : '';
  const body = sentences(random, random.int(14, 26)).join(' ');
  return `<Card title=${quoted(phrase(random, 2, 4))}${eyebrow} href=${quoted(target.path)}>\n  ${body}\n</Card>`;
}

function caseStudy(context: PageContext, target: PlannedPage, image: string): string {
  const { random } = context;
  const figure = `${random.int(12, 85)}%`;
  const summary = `${sentence(random).slice(0, -1)}, cutting ${random.pick(['costs', 'lead time', 'incidents', 'processing time', 'manual work'])} by ${figure}.`;
  return [
    '<CaseStudyCard',
    `  category=${quoted(phrase(random, 1, 2))}`,
    `  title=${quoted(phrase(random, 3, 5))}`,
    `  summary=${quoted(summary)}`,
    `  href=${quoted(target.path)}`,
    `  image=${quoted(image)}`,
    `  imageAlt=${quoted(`Abstract illustration of ${phrase(random, 2, 3).toLowerCase()}`)}`,
    '/>',
  ].join('\n');
}

/** The MDX text of one generated page, built like the real service and industry pages. */
export function pageMdx(context: PageContext): string {
  const { page, index, random, images } = context;
  const title = clip(`${phrase(random, 2, 4)} ${index + 1}`, 70).replace(/\.$/, '');
  const description = summary(random, 160);
  const second = page.path === '/' ? otherPage(context).path : '/';
  const actions = `[{ label: ${literal(phrase(random, 2, 3))}, href: "#overview" }, { label: ${literal(page.path === '/' ? 'Explore more' : 'Back to home')}, href: ${literal(second)} }]`;
  const cards = neighbours(context, 6).map((target) => card(context, target));
  const studies = [0, 1].map((i) => caseStudy(context, otherPage(context), images[(index * 2 + i) % images.length]));
  const extraSections = page.anchors.map(
    (anchor) =>
      `<Section id=${quoted(anchor)} title=${quoted(phrase(random, 2, 3))}>\n  <Prose>\n    ${sentences(random, 30).join(' ')}\n  </Prose>\n</Section>`,
  );
  const cta = random.chance(0.5) ? '/' : otherPage(context).path;

  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `description: ${JSON.stringify(description)}`,
    ...collectionFrontmatter(page.file, images[index % images.length]),
    '---',
    '',
    `<Hero eyebrow=${quoted(phrase(random, 1, 2))} title=${quoted(clip(phrase(random, 3, 6), 70).replace(/\.$/, ''))} actions={${actions}}>`,
    `  ${sentences(random, 25).join(' ')}`,
    '</Hero>',
    '',
    `<Section id="overview" title=${quoted(phrase(random, 3, 5))} eyebrow="Overview">`,
    '  <Prose>',
    indent(proseBlock(context), 4),
    '  </Prose>',
    '</Section>',
    '',
    `<Section title=${quoted(phrase(random, 2, 4))} tone="muted">`,
    '  <CardGrid columns={3}>',
    indent(cards.join('\n'), 4),
    '  </CardGrid>',
    '</Section>',
    '',
    '<Section title="Case studies">',
    '  <CardGrid columns={2}>',
    indent(studies.join('\n'), 4),
    '  </CardGrid>',
    '</Section>',
    '',
    ...extraSections.flatMap((section) => [section, '']),
    `<CtaBanner title=${quoted(phrase(random, 3, 5))} action={{ label: ${literal(phrase(random, 2, 4))}, href: ${literal(cta)} }}>`,
    `  ${sentences(random, 20).join(' ')}`,
    '</CtaBanner>',
    '',
  ].join('\n');
}
