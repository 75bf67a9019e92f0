/** A link in the site's navigation. */
export interface NavLink {
  label: string;
  href: string;
}

/** Primary navigation shown in the header. */
export const primaryNav: NavLink[] = [
  { label: 'Cloud Services', href: '/services/cloud' },
  { label: 'Banking', href: '/industries/banking' },
  { label: 'Our Story', href: '/about-us' },
  { label: 'Investors', href: '/investors' },
];
