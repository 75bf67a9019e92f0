// The preset alone: `unocss` itself loads every preset and transformer (css-tree, Iconify: 250
// modules) into whatever imports this file, the dev server among them.
import type { UserConfig } from 'unocss';
import presetWind3 from 'unocss/preset-wind3';

/** The pages' classes, scanned on disk by the dev server; the build hands UnoCSS the texts it read instead (`vite.config.ts`). */
export const pageFilesGlob = 'pages/**/*.mdx';

const fontStack =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Noto Sans Devanagari", sans-serif';

const config: UserConfig = {
  presets: [presetWind3()],
  preflights: [
    {
      getCSS: () =>
        // The scrollbar's place is kept from the first paint: a page parsed in parts gets its scrollbar
        // when it grows past the window, which moved the centred header sideways (CLS in Lighthouse).
        'html{font-family:var(--font-sans);color:#334155;background:#fff;-webkit-font-smoothing:antialiased;text-rendering:optimizeLegibility;scrollbar-gutter:stable}' +
        ':root{--font-sans:' +
        fontStack +
        '}' +
        '@media (prefers-reduced-motion:reduce){*,*::before,*::after{animation-duration:.01ms!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}',
    },
  ],
  content: {
    // The client build sees only the islands; the classes of server-only components and pages
    // must be found by scanning the files themselves.
    filesystem: ['src/**/*.{ts,tsx}', pageFilesGlob],
  },
  theme: {
    colors: {
      accent: { DEFAULT: '#0a58a8', dark: '#07447f', light: '#e8f1fb' },
      navy: { DEFAULT: '#0b1f3a', light: '#132c4f' },
      ink: '#0f172a',
      body: '#334155',
      muted: '#4b5563',
      line: '#dfe4ec',
      surface: '#f5f7fa',
    },
    fontFamily: {
      sans: fontStack,
    },
  },
  shortcuts: {
    'page-width': 'mx-auto w-full max-w-7xl px-5 sm:px-8',
    'section-space': 'py-14 md:py-20',
    eyebrow: 'text-sm font-semibold uppercase tracking-wider text-accent',
    'heading-1': 'text-4xl md:text-5xl font-bold leading-tight tracking-tight',
    'heading-2': 'text-3xl md:text-4xl font-bold leading-tight tracking-tight text-ink',
    'heading-3': 'text-xl font-semibold leading-snug text-ink',
    lead: 'text-lg md:text-xl leading-relaxed',
    card: 'rounded-lg border border-line bg-white p-6 shadow-sm',
    'card-link': 'transition-shadow hover:shadow-md focus-within:shadow-md',
    // Hazard: a class whose name is a variant (`focus-`, `hover-`, `group-`…) followed by a utility is
    // read as that variant of that utility, not as a shortcut of the same name. Under its old name,
    // `focus-ring`, this shortcut applied only inside other shortcuts: written on an element it was
    // `focus:ring`, a pale box shadow beside the browser's own outline. The name it has now means
    // nothing to UnoCSS but this shortcut (tests/unit/uno-config.test.ts).
    'site-focus-ring':
      'outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
    btn: 'inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 font-semibold no-underline transition-colors site-focus-ring',
    'btn-primary': 'btn bg-accent text-white hover:bg-accent-dark',
    'btn-secondary': 'btn border-2 border-accent text-accent bg-white hover:bg-accent-light',
    'btn-inverse': 'btn bg-white text-navy hover:bg-accent-light focus-visible:outline-white',
    'arrow-link':
      'inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline site-focus-ring rounded-sm',
    'field-input': 'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-ink site-focus-ring',
    // The header repeats these on about a hundred links on every page, so each is one short class,
    // its focus ring included.
    'plain-list': 'm-0 p-0 list-none',
    'bar-link':
      'text-slate-100 no-underline hover:text-white hover:underline aria-[current=page]:underline underline-offset-4 site-focus-ring focus-visible:outline-white rounded-sm',
    'menu-link':
      'block rounded-md px-3 py-2 text-ink no-underline hover:bg-surface aria-[current=page]:text-accent aria-[current=page]:font-semibold site-focus-ring',
    'panel-link': 'menu-link hover:text-accent',
    'region-link':
      'block whitespace-nowrap rounded-md px-2 py-1 text-ink no-underline hover:bg-surface hover:text-accent site-focus-ring',
    'menu-heading': 'm-0 text-sm font-semibold uppercase tracking-wider text-muted',
    'menu-group': 'border-b border-line pb-1',
    'menu-group-toggle':
      'flex items-center justify-between rounded-md px-3 py-3 text-lg font-semibold text-ink hover:bg-surface site-focus-ring',
    // Item 11 (navigation): the footer's thirty-odd links on navy, one short class each.
    'footer-link':
      'text-slate-100 no-underline underline-offset-4 hover:text-white hover:underline aria-[current=page]:underline site-focus-ring focus-visible:outline-white rounded-sm',
  },
};

export default config;
