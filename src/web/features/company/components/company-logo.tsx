import { cn } from '../../../lib/utils';
import { companyInitials } from './company-initials';

const SIZES = { md: 'size-20 text-2xl', sm: 'size-16 text-xl' } as const;

/** The company's logo, or its initials on a tile of the same size; decorative, as its name stands beside it. */
export function CompanyLogo({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof SIZES;
}) {
  const tile = cn('shrink-0 rounded-xl border border-border', SIZES[size]);
  if (logoUrl) return <img src={logoUrl} alt="" width={80} height={80} className={cn(tile, 'object-cover')} />;
  return (
    <div aria-hidden className={cn(tile, 'flex items-center justify-center bg-surface-raised font-bold text-primary')}>
      {companyInitials(name)}
    </div>
  );
}
