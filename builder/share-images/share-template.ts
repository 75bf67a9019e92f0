import type { ShareCard } from './share-card';

/** A satori element: the shape React elements have, written without JSX. */
interface Element {
  type: string;
  props: { style?: Record<string, string | number>; children?: (Element | string)[] | Element | string } & Record<
    string,
    unknown
  >;
}

const h = (type: string, style: Element['props']['style'], ...children: (Element | string)[]): Element => ({
  type,
  props: { style, children },
});

const ink = '#0f172a';
const navy = '#0b1f3a';
const accent = '#0a58a8';
const accentLight = '#e8f1fb';
const line = '#dfe4ec';

// The logo's mark (public/images/logo.svg), without the wordmark: the card writes the name in its own type.
const markSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 36 36"><rect width="36" height="36" rx="7" fill="#0b1f3a"/><path d="M18 6l3.2 8.8L30 18l-8.8 3.2L18 30l-3.2-8.8L6 18l8.8-3.2z" fill="#fff"/></svg>';
const bigStarSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="36" height="36" viewBox="0 0 36 36"><path d="M18 6l3.2 8.8L30 18l-8.8 3.2L18 30l-3.2-8.8L6 18l8.8-3.2z" fill="${accentLight}"/></svg>`;
const dataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** Long titles take a smaller size, so the 70 characters a title may have fit in three lines. */
function titleSize(title: string): number {
  if (title.length <= 32) return 76;
  if (title.length <= 52) return 66;
  return 56;
}

/**
 * Where the card's label and title sit: inside the 100/72/96 margins, above the logo row. The text
 * is drawn alone into a box this size and laid over the background (see draw-share-image.ts).
 */
export const textBox = { left: 100, top: 72, width: 1004, height: 410 } as const;

/** The card's label and title, as satori lays them out in the text box, on nothing. */
export function textElement({ title, label, colour, lang }: ShareCard): Element {
  const size = titleSize(title);
  return h(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      fontFamily: 'Noto Sans, Noto Sans Devanagari',
    },
    h(
      'div',
      {
        display: 'flex',
        fontSize: 28,
        fontWeight: 600,
        color: colour,
        letterSpacing: lang === 'en' ? 2 : 0,
        textTransform: lang === 'en' ? 'uppercase' : 'none',
        height: 40,
      },
      label,
    ),
    h(
      'div',
      {
        display: 'block',
        marginTop: 20,
        fontSize: size,
        fontWeight: 700,
        lineHeight: lang === 'en' ? 1.15 : 1.35,
        color: ink,
        maxWidth: 960,
        lineClamp: 3,
      },
      title,
    ),
  );
}

/**
 * Everything on the card besides the text: white, the section's band, the star, and the logo with
 * the company name at the foot of the text column. The same for every page of a section.
 */
export function backgroundElement(colour: string): Element {
  return h(
    'div',
    {
      display: 'flex',
      width: '100%',
      height: '100%',
      background: '#ffffff',
      fontFamily: 'Noto Sans, Noto Sans Devanagari',
      position: 'relative',
    },
    {
      type: 'img',
      props: {
        src: dataUri(bigStarSvg),
        width: 520,
        height: 520,
        style: { position: 'absolute', right: -110, bottom: -150 },
      },
    },
    h('div', { position: 'absolute', left: 0, top: 0, bottom: 0, width: 20, background: colour }),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'flex-end',
        flexGrow: 1,
        margin: `${textBox.top}px 96px 60px ${textBox.left}px`,
      },
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          paddingTop: 28,
          borderTop: `2px solid ${line}`,
          width: 520,
        },
        { type: 'img', props: { src: dataUri(markSvg), width: 56, height: 56 } },
        h(
          'div',
          { display: 'flex', marginLeft: 20, fontSize: 32, color: navy },
          h('span', { fontWeight: 700 }, 'Northstar'),
          h('span', { fontWeight: 400, color: accent, marginLeft: 9 }, 'Technologies'),
        ),
      ),
    ),
  );
}
