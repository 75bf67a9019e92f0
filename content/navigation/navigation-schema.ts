import { z } from 'zod';
import { slug } from '../../src/shared/schema';

/** The file, next to the pages, that holds the site's navigation. */
export const navigationFileName = '_navigation.yaml';

const pagePath = z
  .string()
  .regex(
    /^\/([a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*)?$/,
    'must be the path of a page, such as /services/cloud for pages/services/cloud.mdx',
  );

const words = z.string().trim().min(1).max(60);

/** One link: a page of the site and the words shown for it. */
const entry = z.strictObject({
  page: pagePath.describe(
    'The page linked, by its path: /services/cloud for pages/services/cloud.mdx. It must be a page of the build, not an old path in some page’s aliases.',
  ),
  label: words.describe('The words shown for the link.'),
});

const linkList = z.array(entry);

/** A titled list of links: a footer column or a group of the region menu. */
const linkGroup = z.strictObject({
  label: words.describe('The heading shown above the links.'),
  links: linkList.describe('The links, in the order shown.'),
});

const menu = z.strictObject({
  id: slug.describe(
    'Names the menu for pages that join it (`nav: { menu: services }`) and in element ids (`menu-services`): lower case, digits and hyphens.',
  ),
  label: words.describe('The words on the menu’s button.'),
  overview: entry.optional().describe('The section’s own page, linked at the top of the menu.'),
  links: linkList.describe(
    'The menu’s links, in the order shown; pages that join the menu through their `nav` field are placed among them.',
  ),
});

/** Everything the header and footer link to, as `pages/_navigation.yaml` writes it. */
export const navigationSchema = z
  .strictObject({
    utility: linkList.describe('The small bar at the very top of the header (also listed in the mobile menu).'),
    menus: z
      .array(menu)
      .min(1)
      .describe('The main menus, in header order; each opens a panel of links (a group of the mobile menu).'),
    contact: entry.describe('The button at the right of the header and at the end of the mobile menu.'),
    regions: z
      .strictObject({
        label: words.describe('The region selector’s button: the current region and language, such as US-EN.'),
        accessibleName: z
          .string()
          .trim()
          .min(1)
          .max(120)
          .describe(
            'Read by screen readers after the button’s label, such as "(United States, English): choose a region".',
          ),
        groups: z.array(linkGroup).describe('The region pages, grouped by part of the world.'),
      })
      .describe('The region selector in the top bar (a group of the mobile menu).'),
    footer: z.array(linkGroup).describe('The footer’s link columns, left to right.'),
    legal: linkList.describe('The links on the footer’s last line.'),
  })
  .superRefine(({ menus }, context) => {
    menus.forEach((menu, index) => {
      if (menus.findIndex((other) => other.id === menu.id) !== index) {
        context.addIssue({
          code: 'custom',
          path: ['menus', index, 'id'],
          message: 'Used by an earlier menu too; give each menu its own id',
        });
      }
    });
  });

export type NavigationFile = z.output<typeof navigationSchema>;
export type NavigationEntry = z.output<typeof entry>;
