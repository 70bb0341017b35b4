import { cn } from '../../../lib/utils';

/**
 * A small count of unread messages ("3", "99+"), hidden at 0. Screen readers skip it: the link or item that
 * carries it says the count in words.
 */
export function UnreadPill({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs leading-none font-semibold text-primary-foreground',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
