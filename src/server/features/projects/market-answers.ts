/** What LeapMarket's list and a project's page share in their answers. */

/** How a stored logo is addressed (the storage port's urlFor). */
export type LogoUrl = (key: string) => string;

/** A card's excerpt: the first characters of the description (an NDA project shows its summary instead). */
export const EXCERPT_LENGTH = 280;

export function companyAnswer(company: { name: string; slug: string; logoKey: string | null }, logoUrl: LogoUrl) {
  return { name: company.name, slug: company.slug, logoUrl: company.logoKey ? logoUrl(company.logoKey) : null };
}
