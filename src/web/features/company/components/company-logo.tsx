import { cn } from '../../../lib/utils';
import { companyInitials } from './company-initials';

/** The company's logo, or its initials on a tile of the same size; decorative, as its name stands beside it. */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const tile = 'size-20 shrink-0 rounded-xl border border-border';
  if (logoUrl)
    return <img src={logoUrl} alt="" width={80} height={80} className={cn(tile, 'object-cover', className)} />;
  return (
    <div
      aria-hidden
      className={cn(
        tile,
        'flex items-center justify-center bg-surface-raised text-2xl font-bold text-primary',
        className,
      )}
    >
      {companyInitials(name)}
    </div>
  );
}
