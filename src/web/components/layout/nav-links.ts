/** The header's menus (spec §2 "Header, menu and footer"); the drawer and footer read the same lists. */
export interface NavLink {
  to: string;
  label: string;
  description?: string;
}

export const FOR_QUANTS_LINKS: NavLink[] = [
  { to: '/for-quants/overview', label: 'Overview', description: 'What QuantLeap offers quants' },
  { to: '/quants/create-profile', label: 'Build Your Profile', description: 'Show funds what you can do' },
  { to: '/quants/internship-finder', label: 'Find Internships', description: 'Open internships at quant firms' },
  { to: '/quants/interview-simulator', label: 'Interview Practice', description: 'Graded quant interview questions' },
];

export const RESOURCES_LINKS: NavLink[] = [
  { to: '/blog', label: 'Blog', description: 'Articles on markets, models and careers' },
  { to: '/compensation-insights', label: 'Compensation Data', description: 'Anonymous salaries for quant roles' },
  { to: '/quant-firms-list', label: 'Quant Firms List', description: 'About 150 firms that hire quants' },
  { to: '/quant-competitions', label: 'Quant Competitions', description: 'Competitions that get you noticed' },
];

/** A link of the header's top row. */
export interface MainNavLink {
  to: string;
  label: string;
  end?: boolean;
}
/** A dropdown of the header (a section of the drawer). */
export interface MainNavMenu {
  label: string;
  links: NavLink[];
}

/** The header's navigation (spec §2), in order: links and the two dropdown menus; the drawer lists the same. */
export const MAIN_NAV: (MainNavLink | MainNavMenu)[] = [
  { to: '/about', label: 'About' },
  { label: 'For Quants', links: FOR_QUANTS_LINKS },
  { to: '/leap-market', label: 'LeapMarket' },
  { label: 'Resources', links: RESOURCES_LINKS },
  { to: '/contact', label: 'Contact', end: true },
];

export const WAITLIST_PATH = '/contact?source=waitlist';
