import { ExternalLink } from 'lucide-react';
import { cn } from '../../../lib/utils';

/** A web address as people read it: no scheme, no trailing slash ("www.example.com/careers"). */
export function displayWebsite(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** A company's own website, opened in a new tab (said to screen-reader users too) without handing it our page. */
export function WebsiteLink({ url, className }: { url: string; className?: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex max-w-full items-center gap-1.5 text-primary hover:underline', className)}
    >
      <span className="min-w-0 wrap-anywhere">{displayWebsite(url)}</span>
      <ExternalLink aria-hidden className="size-3.5 shrink-0" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
