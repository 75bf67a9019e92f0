/** Site-wide settings and data. Content that belongs to one page lives in that page's MDX. */
export const site = {
  name: 'Northstar Technologies',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap; no trailing slash. */
  url: 'https://www.northstar-technologies.example',
  defaultLang: 'en',
  defaultImage: '/images/og-default.png',
  twitterHandle: '@northstartech',
  investorRelationsEmail: 'investors@northstar-technologies.example',
  generalEmail: 'hello@northstar-technologies.example',
} as const;

export type Site = typeof site;
