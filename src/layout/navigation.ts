/** A link in the site's navigation. */
export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  /** Used for element ids: `menu-industries`. */
  id: string;
  label: string;
  /** The section's own page, linked at the top of the menu. */
  overview?: NavLink;
  links: NavLink[];
}

const industries: NavLink[] = [
  ['Automotive', 'automotive'],
  ['Banking', 'banking'],
  ['Blue Economy', 'blue-economy'],
  ['Capital Markets', 'capital-markets'],
  ['Communications, Media & Technology', 'communications-media'],
  ['Consumer Goods', 'consumer-goods'],
  ['Education', 'education'],
  ['Healthcare', 'healthcare'],
  ['Information Services', 'information-services'],
  ['Insurance', 'insurance'],
  ['Life Sciences', 'life-sciences'],
  ['Manufacturing', 'manufacturing'],
  ['Oil & Gas', 'oil-gas'],
  ['Retail', 'retail'],
  ['Technology', 'technology'],
].map(([label, slug]) => ({ label, href: `/industries/${slug}` }));

const services: NavLink[] = [
  ['Application Services', 'application-services'],
  ['Automation', 'automation'],
  ['Business Process Services', 'business-process'],
  ['Cloud', 'cloud'],
  ['Consulting', 'consulting'],
  ['Cybersecurity', 'cybersecurity'],
  ['Data & AI', 'ai-analytics'],
  ['Digital Engineering', 'digital-engineering'],
  ['Engineering Research', 'engineering-research'],
  ['Enterprise Platforms', 'enterprise-platforms'],
  ['Experience', 'experience'],
  ['Internet of Things', 'internet-of-things'],
  ['Quality Engineering', 'quality-engineering'],
].map(([label, slug]) => ({ label, href: `/services/${slug}` }));

/** The main menus, in header order. */
export const mainMenus: NavMenu[] = [
  { id: 'industries', label: 'Industries', overview: { label: 'All industries', href: '/industries' }, links: industries },
  { id: 'services', label: 'Services', overview: { label: 'All services', href: '/services' }, links: services },
  {
    id: 'insights',
    label: 'Insights',
    overview: { label: 'Insights home', href: '/insights' },
    links: [
      { label: 'Featured', href: '/insights/featured' },
      { label: 'Blog', href: '/insights/blog' },
      { label: 'Themes', href: '/insights/themes' },
      { label: 'Research', href: '/insights/research' },
      { label: 'Explore', href: '/insights/explore' },
    ],
  },
  {
    id: 'about',
    label: 'About',
    links: [
      { label: 'Our Story', href: '/about-us' },
      { label: 'Leadership', href: '/about/leadership' },
      { label: 'Sustainability', href: '/about/sustainability' },
      { label: 'Diversity & Inclusion', href: '/about/diversity-inclusion' },
    ],
  },
];

/** The desktop utility bar, also listed in the mobile menu. */
export const utilityLinks: NavLink[] = [
  { label: 'Careers', href: '/careers' },
  { label: 'News', href: '/news' },
  { label: 'Events', href: '/events' },
  { label: 'Investors', href: '/investors' },
];

export interface RegionGroup {
  label: string;
  regions: NavLink[];
}

/** The region selector, labelled with the current region and language. */
export const regionMenu = {
  label: 'US-EN',
  /** Read after the visible label, which must stay part of the button's accessible name. */
  accessibleLabel: ' (United States, English): choose a region',
  groups: [
    { label: 'Americas', regions: [['United States', 'us'], ['Canada', 'ca'], ['Mexico', 'mx']] },
    { label: 'Europe', regions: [['United Kingdom', 'uk'], ['France', 'fr'], ['Germany', 'de']] },
    { label: 'Asia Pacific', regions: [['India', 'in'], ['Singapore', 'sg'], ['Australia', 'au']] },
  ].map(({ label, regions }) => ({ label, regions: regions.map(([name, code]) => ({ label: name, href: `/regions/${code}` })) })),
};

export const contactLink: NavLink = { label: 'Contact Us', href: '/contact-us' };

export const legalLinks: NavLink[] = [
  { label: 'Privacy', href: '/privacy' },
  { label: 'Terms', href: '/terms' },
  { label: 'Site map', href: '/sitemap' },
  { label: 'Cookie notice', href: '/cookie-notice' },
];

/** Every link the header and footer render on every page (benchmarks must generate these pages). */
export function layoutLinks(): NavLink[] {
  return [
    ...mainMenus.flatMap((menu) => [...(menu.overview ? [menu.overview] : []), ...menu.links]),
    ...utilityLinks,
    ...regionMenu.groups.flatMap((group) => group.regions),
    contactLink,
    ...legalLinks,
    ...footerLinks.flatMap((group) => group.links),
  ];
}

export interface LinkGroup {
  label: string;
  links: NavLink[];
}

/** The footer's link columns. */
export const footerLinks: LinkGroup[] = [
  {
    label: 'Expertise',
    links: [
      { label: 'Services', href: '/services' },
      { label: 'Industries', href: '/industries' },
      { label: 'Case studies', href: '/case-studies' },
      { label: 'Insights', href: '/insights' },
    ],
  },
  {
    label: 'Company',
    links: [
      { label: 'Our Story', href: '/about-us' },
      { label: 'Leadership', href: '/about/leadership' },
      { label: 'Careers', href: '/careers' },
      { label: 'News', href: '/news' },
      { label: 'Investors', href: '/investors' },
      { label: 'Contact Us', href: '/contact-us' },
    ],
  },
];
