/**
 * Link texts that say nothing of where a link leads, by language: copied from Lighthouse's SEO
 * audit "Links do not have descriptive text" (`lighthouse/core/audits/seo/link-text.js`, v13.5,
 * Apache-2.0, Google LLC), which keeps the list in a module-private constant. The site is written
 * in English and Hindi, and Lighthouse has no Hindi list, so the English one is copied.
 */
export const nonDescriptiveLinkTexts = {
  en: [
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
  ],
} as const;
