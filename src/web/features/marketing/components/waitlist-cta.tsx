import { ArrowRight } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { WAITLIST_PATH } from '../../../components/layout/nav-links';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';

export interface CtaLink {
  to: string;
  label: string;
}

/**
 * The closing call to action of a marketing page: a highlighted panel with an h2, a short line and buttons.
 * The primary button is "Join Waitlist" unless another is given.
 */
export function WaitlistCta({
  id = 'waitlist',
  title,
  description,
  primary = { to: WAITLIST_PATH, label: 'Join Waitlist' },
  secondary,
  className,
}: {
  id?: string;
  title: React.ReactNode;
  description: React.ReactNode;
  primary?: CtaLink;
  secondary?: CtaLink;
  className?: string;
}) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'mt-20 rounded-[var(--radius-card)] border border-primary/30 bg-surface px-6 py-12 text-center md:mt-28 md:px-12 md:py-16',
        className,
      )}
    >
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
        {title}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-base text-pretty text-muted md:text-lg">{description}</p>
      <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
        <Link to={primary.to} className={buttonVariants({ size: 'lg' })}>
          {primary.label}
          <ArrowRight aria-hidden />
        </Link>
        {secondary && (
          <Link to={secondary.to} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
            {secondary.label}
          </Link>
        )}
      </div>
    </section>
  );
}
