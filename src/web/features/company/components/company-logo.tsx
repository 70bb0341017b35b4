import { cn } from '../../../lib/utils';

/** The company's logo, or its initials on the same square when it has none. */
export function CompanyLogo({
  name,
  logoUrl,
  className,
}: {
  name: string;
  logoUrl: string | null;
  className?: string;
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?';
  return (
    <div
      className={cn(
        'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border bg-surface-raised text-xl font-semibold',
        className,
      )}
    >
      {logoUrl ? <img src={logoUrl} alt={`${name} logo`} className="size-full object-cover" /> : initials}
    </div>
  );
}
