import type * as React from 'react';
import { cn } from '../../lib/utils';

/** Page width and padding every screen shares. */
export function PageContainer({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('page-container', className)} {...props} />;
}

/** The heading block at the top of a page: one h1, an optional eyebrow and lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  lead?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className={cn('mx-auto max-w-3xl text-center', className)}>
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
      {lead && <p className="mt-4 text-lg text-pretty text-muted">{lead}</p>}
      {children}
    </div>
  );
}
