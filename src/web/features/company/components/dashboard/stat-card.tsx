import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';

/**
 * One of the dashboard's stat cards (spec §2): its label, the server's count, and a link to the list it counts.
 * While loading or after an error it shows no number at all: never a made-up zero.
 */
export function StatCard({
  label,
  value,
  state,
  detail,
  icon: Icon,
  to,
}: {
  label: string;
  value: number | undefined;
  state: 'pending' | 'error' | 'success';
  /** What the figure is made of, under it. */
  detail?: React.ReactNode;
  icon: LucideIcon;
  to: string;
}) {
  return (
    <Card className="transition-colors focus-within:border-primary hover:border-primary/60">
      <Link to={to} className="flex h-full items-center justify-between gap-4 p-5 focus-visible:outline-none">
        <span className="min-w-0 space-y-1">
          <span className="block text-sm text-muted">{label}</span>
          <span className="block text-3xl font-bold">
            {state === 'success' ? value : state === 'error' ? '–' : <Spinner label={`Loading ${label}`} />}
          </span>
          {state === 'error' && <span className="block text-xs text-muted">Could not count them just now.</span>}
          {state === 'success' && detail && <span className="block text-xs text-muted">{detail}</span>}
        </span>
        <Icon aria-hidden className="size-8 shrink-0 text-primary" />
      </Link>
    </Card>
  );
}
