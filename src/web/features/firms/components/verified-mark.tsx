import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { companyPath } from '../../../../shared/routes';
import { cn } from '../../../lib/utils';

/** 'Verified on QuantLeap', linking to the firm's company page, for firms a verified company stands for. */
export function VerifiedMark({ slug, className }: { slug: string | undefined; className?: string }) {
  if (!slug) return null;
  return (
    <Link
      to={companyPath(slug)}
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-success/30 bg-success/10 px-2 py-0.5 text-xs font-medium text-success hover:underline',
        className,
      )}
    >
      <BadgeCheck aria-hidden className="size-3.5" />
      Verified on QuantLeap
    </Link>
  );
}
