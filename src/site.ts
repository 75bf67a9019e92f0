import type { FormId } from './forms/form-definition';

/** Site-wide settings and data. Content that belongs to one page lives in that page's MDX. */
export const site = {
  name: 'Northstar Technologies',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap; no trailing slash. */
  url: 'https://www.northstar-technologies.example',
  defaultLang: 'en',
  /**
   * The site's English, chosen once for every page: `british` (organise, colour, centre) or
   * `american` (organize, color, center). The spelling check (`npm run spell`, the build's
   * warnings) refuses the other's spellings.
   */
  english: 'british' as 'british' | 'american',
  defaultImage: '/images/og-default.png',
  twitterHandle: '@northstartech',
  investorRelationsEmail: 'investors@northstar-technologies.example',
  generalEmail: 'hello@northstar-technologies.example',
  /**
   * `/.well-known/security.txt` (RFC 9116), written by the build: where to report a vulnerability,
   * and how long the file stays valid after each build (at most a year, as the RFC advises).
   */
  security: { contact: 'mailto:security@northstar-technologies.example', validDays: 180 },
  /**
   * Where each form posts. The built-in server receives these paths; a deployment can point the
   * forms at its own form service by setting FORM_ACTION_<FORM> (e.g. FORM_ACTION_INQUIRY) at build time.
   */
  formActions: {
    inquiry: '/forms/inquiry',
    contact: '/forms/contact',
    newsletter: '/forms/newsletter',
    // item 1 (applications): the job pages' Apply form
    application: '/forms/application',
  } satisfies Record<FormId, string>,
  offices: [
    {
      city: 'Tokyo',
      lines: ['Marunouchi Trust Tower North, 12F', '1-8-1 Marunouchi, Chiyoda-ku', 'Tokyo 100-0005, Japan'],
    },
    {
      city: 'Hyderabad',
      lines: ['Knowledge City, Tower B, Level 9', 'Raidurg, Serilingampally', 'Hyderabad 500081, India'],
    },
  ],
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
    { network: 'Twitter', href: 'https://twitter.com/' },
    { network: 'Facebook', href: 'https://www.facebook.com/' },
    { network: 'YouTube', href: 'https://www.youtube.com/' },
  ],
  /** The studio that built the site, credited in the footer. */
  credit: { label: 'Site by Northstar Experience Studio', href: '/services/experience' },
} as const;

export type Site = typeof site;
