import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The message box under a form: an error (announced at once) or a success note (announced politely). */
export function FormAlert({
  tone,
  children,
  className,
}: {
  tone: 'error' | 'success';
  children: React.ReactNode;
  className?: string;
}) {
  if (!children) return null;
  const error = tone === 'error';
  const Icon = error ? AlertTriangle : CheckCircle2;
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={cn(
        'flex gap-2 rounded-lg border p-3 text-sm',
        error ? 'border-destructive/40 bg-destructive/10' : 'border-success/40 bg-success/10',
        className,
      )}
    >
      <Icon aria-hidden className={cn('mt-0.5 size-4 shrink-0', error ? 'text-destructive' : 'text-success')} />
      {children}
    </p>
  );
}
