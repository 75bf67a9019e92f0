// CPU cost of drawing share images, by stage, on one thread:
//   node --import tsx bench/share-image-cost.ts [--cards 300] [--out folder]
// Cards come from the site's own pages (English and Hindi), each page's title also set in other
// sections, so there are as many distinct cards as asked for. CPU time is process.cpuUsage(), so it
// counts work on other threads too (sharp encodes in libuv's threadpool). `--out` writes the PNGs, to compare pictures.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  backgroundOf,
  compose,
  drawShareImage,
  encode,
  layOut,
  render,
  scanlinesBuffer,
} from '../builder/share-images/draw-share-image';
import { shareCardOf, type ShareCard } from '../builder/share-images/share-card';
import { textBox, textElement } from '../builder/share-images/share-template';
import { projectRoot } from '../builder/project-root';
import { readPages } from '../content/read-pages';
import { today } from '../src/shared/publication/as-of';

const stages = ['layout', 'render', 'blend', 'encode'] as const;
type Stage = (typeof stages)[number];

/**
 * `count` distinct cards: every page's own card, then its title under the other pages' sections.
 * The site has few Hindi pages, so every tenth card is a Hindi title under some section's Hindi label.
 */
function cardsOf(count: number): ShareCard[] {
  const { pages } = readPages({
    pagesDir: join(projectRoot, 'pages'),
    root: projectRoot,
    includeDrafts: false,
    asOf: today(),
  });
  const own = pages.map((page) => shareCardOf({ path: page.path, frontmatter: page.frontmatter }));
  const hindi = pages
    .filter((page) => page.frontmatter.lang === 'hi')
    .flatMap((hi) =>
      pages
        .filter((page) => page.frontmatter.lang === 'en')
        .map((page) => shareCardOf({ path: `/hi${page.path}`, frontmatter: hi.frontmatter })),
    );
  const seen = new Set<string>();
  const cards: ShareCard[] = [];
  const add = (card: ShareCard) => {
    const key = JSON.stringify(card);
    if (seen.has(key)) return;
    seen.add(key);
    cards.push(card);
  };
  for (let round = 0; cards.length < count && round < own.length; round++)
    for (let i = 0; i < own.length && cards.length < count; i++) {
      if (cards.length % 10 === 9 && hindi.length) add(hindi[(cards.length * 13) % hindi.length]);
      const section = own[(i + round * 7) % own.length];
      add({ ...own[i], label: section.label, colour: section.colour });
    }
  return cards;
}

// CPU milliseconds in the kernel, of all timed work: mostly page faults of fresh big buffers.
let systemMs = 0;

/** CPU milliseconds (all threads of this process) that `work` takes. */
async function cpuMs<T>(work: () => T | Promise<T>): Promise<[T, number]> {
  const start = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(start);
  systemMs += used.system / 1000;
  return [result, (used.user + used.system) / 1000];
}

/** One stage over every card of a batch, one after the other. */
async function each<From, To>(
  items: readonly From[],
  stage: (item: From, index: number) => To | Promise<To>,
): Promise<To[]> {
  const results: To[] = [];
  for (const [index, item] of items.entries()) results.push(await stage(item, index));
  return results;
}

// Stages are timed a batch at a time: process.cpuUsage() itself costs about 0.1 ms a call.
const batch = 20;
// Each card of a batch composes into its own scanlines, kept from batch to batch as a worker keeps its one.
const scanlines = Array.from({ length: batch }, scanlinesBuffer);

/** Draws the cards stage by stage, a batch at a time, adding each stage's CPU time to `spent`. */
async function drawTimed(cards: readonly ShareCard[], spent: Record<Stage, number>): Promise<Buffer[]> {
  const pngs: Buffer[] = [];
  for (let start = 0; start < cards.length; start += batch) {
    const some = cards.slice(start, start + batch);
    const backgrounds = await each(some, (card) => backgroundOf(card.colour));
    const [svgs, layout] = await cpuMs(() => each(some, (card) => layOut(textElement(card), textBox)));
    const [texts, rendered] = await cpuMs(() => each(svgs, (svg) => render(svg)));
    const [images, blended] = await cpuMs(() => each(texts, (text, i) => compose(backgrounds[i], text, scanlines[i])));
    const [encodedPngs, encoded] = await cpuMs(() => each(images, (image) => encode(image)));
    spent.layout += layout;
    spent.render += rendered;
    spent.blend += blended;
    spent.encode += encoded;
    pngs.push(...encodedPngs);
  }
  return pngs;
}

async function main() {
  const { values } = parseArgs({ options: { cards: { type: 'string' }, out: { type: 'string' } } });
  const count = Number(values.cards ?? 300);
  if (!Number.isInteger(count) || count < 1) throw new Error(`--cards must be a whole number, got ${values.cards}`);
  // The last cards warm up (sections' backgrounds, fonts, the JIT) and are not measured: satori keeps
  // the words it has shaped, so measured cards seen in the warm-up would cost less than new ones.
  const warmUp = 40;
  const all = cardsOf(count + warmUp);
  const cards = all.slice(0, count);
  if (values.out) mkdirSync(values.out, { recursive: true });

  await drawTimed(all.slice(count), { layout: 0, render: 0, blend: 0, encode: 0 });

  const spent: Record<Stage, number> = { layout: 0, render: 0, blend: 0, encode: 0 };
  const wallStart = performance.now();
  const pngs = await drawTimed(cards, spent);
  const wall = performance.now() - wallStart;
  if (values.out)
    for (const [index, card] of cards.entries())
      writeFileSync(join(values.out, `${String(index).padStart(4, '0')}-${card.lang}.png`), pngs[index]);
  const sizes = pngs.map((png) => png.length);
  const stagedSystemMs = systemMs;

  // The whole of what a worker runs for a card, stages not apart, as a check on their sum. The same
  // cards again, so satori has shaped their words before: expect less than the sum.
  let wholeMs = 0;
  for (let start = 0; start < cards.length; start += batch)
    wholeMs += (await cpuMs(() => each(cards.slice(start, start + batch), drawShareImage)))[1];

  const total = stages.reduce((sum, stage) => sum + spent[stage], 0);
  const perCard = (ms: number) => (ms / cards.length).toFixed(2).padStart(6);
  console.log(`${cards.length} cards (${cards.filter((card) => card.lang !== 'en').length} not English)`);
  for (const stage of stages) console.log(`${stage.padEnd(7)} ${perCard(spent[stage])} ms CPU a card`);
  console.log(
    `total   ${perCard(total)} ms CPU a card (${perCard(wall)} ms wall; ${perCard(stagedSystemMs)} ms system)`,
  );
  console.log(`whole   ${perCard(wholeMs)} ms CPU a card, drawShareImage end to end, the same cards again`);
  sizes.sort((a, b) => a - b);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const mean = sizes.reduce((sum, size) => sum + size, 0) / sizes.length;
  console.log(`png     mean ${kb(mean)}, median ${kb(sizes[sizes.length >> 1])}, max ${kb(sizes[sizes.length - 1])}`);
}

await main();
