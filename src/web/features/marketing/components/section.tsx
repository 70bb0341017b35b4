import type * as React from 'react';
import { cn } from '../../../lib/utils';

/**
 * A titled band of a marketing page: one h2 (labelled by `id`), an optional eyebrow and lead, then the content.
 * The `id` doubles as the heading's anchor, so it must be unique on the page.
 */
export function Section({
  id,
  title,
  eyebrow,
  lead,
  align = 'center',
  className,
  children,
}: {
  id: string;
  title: React.ReactNode;
  eyebrow?: React.ReactNode;
  lead?: React.ReactNode;
  align?: 'center' | 'left';
  className?: string;
  children?: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={cn('mt-20 md:mt-28', className)}>
      <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
        {eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance md:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-3 text-base text-pretty text-muted md:text-lg">{lead}</p>}
      </div>
      {children && <div className="mt-10">{children}</div>}
    </section>
  );
}
