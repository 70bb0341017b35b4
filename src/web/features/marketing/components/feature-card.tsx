import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
  /** Where the card leads. Without it the card is static text. */
  to?: string;
  /** A short status shown at the top right, e.g. "Coming soon" or "Sign-in required". */
  badge?: string;
  badgeVariant?: 'default' | 'accent' | 'outline' | 'success' | 'warning';
}

/**
 * One feature on a card. A card with `to` is a single link: the title is the link and a stretched pseudo-element
 * makes the whole card clickable, so there is exactly one interactive element and no nesting.
 */
export function FeatureCard({
  feature,
  headingLevel = 'h3',
  className,
}: {
  feature: Feature;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const { icon: Icon, title, description, to, badge, badgeVariant = 'outline' } = feature;
  const Heading = headingLevel;
  return (
    <Card
      className={cn(
        'relative flex h-full flex-col p-6 transition-colors',
        to && 'hover:border-primary/50 has-[a:focus-visible]:border-primary',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex size-11 items-center justify-center rounded-lg border border-border bg-surface-raised text-primary">
          <Icon aria-hidden className="size-5" />
        </span>
        {badge && <Badge variant={badgeVariant}>{badge}</Badge>}
      </div>
      <Heading className="mt-5 text-lg leading-tight font-semibold">
        {to ? (
          <Link to={to} className="after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:text-primary">
            {title}
          </Link>
        ) : (
          title
        )}
      </Heading>
      <p className="mt-2 flex-1 text-sm leading-6 text-muted">{description}</p>
      {to && (
        <span aria-hidden className="mt-5 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
          Open
          <ArrowRight className="size-4" />
        </span>
      )}
    </Card>
  );
}

/** A responsive list of feature cards: one column on phones, two from md, three from lg (or two when `columns` is 2). */
export function FeatureGrid({
  features,
  columns = 3,
  headingLevel = 'h3',
}: {
  features: Feature[];
  columns?: 2 | 3 | 4;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul
      role="list"
      className={cn('grid gap-6 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3', columns === 4 && 'lg:grid-cols-4')}
    >
      {features.map((feature) => (
        <li key={feature.title}>
          <FeatureCard feature={feature} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
