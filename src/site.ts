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
  /** The logo search engines show beside the organisation's name: a file in public/. */
  logo: '/images/logo.svg',
  twitterHandle: '@northstartech',
  investorRelationsEmail: 'investors@northstar-technologies.example',
  generalEmail: 'hello@northstar-technologies.example',
  /**
   * How to reach the organisation, for search engines (the `contactPoint`s of /contact-us's
   * structured data). `contactType` is the reader's words for the desk; keep them in step with
   * what /contact-us shows.
   */
  contactPoints: [
    {
      contactType: 'customer service',
      telephone: '+1-617-555-0142',
      email: 'hello@northstar-technologies.example',
      availableLanguage: ['English'],
    },
    { contactType: 'investor relations', email: 'investors@northstar-technologies.example' },
  ],
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
  /**
   * The organisation's own profiles, linked from the footer and named as `sameAs` in its structured
   * data: each the full address of the profile, never a network's home page.
   */
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/northstar-technologies' },
    { network: 'Twitter', href: 'https://twitter.com/northstartech' },
    { network: 'Facebook', href: 'https://www.facebook.com/northstartechnologies' },
    { network: 'YouTube', href: 'https://www.youtube.com/@northstartechnologies' },
  ],
  /** The studio that built the site, credited in the footer. */
  credit: { label: 'Site by Northstar Experience Studio', href: '/services/experience' },
} as const;

export type Site = typeof site;
