import type { Firm } from '../../../../shared/contracts/firms';
import { cn } from '../../../lib/utils';

const NEW_TAB_ICON_ID = 'firm-new-tab-icon';

/**
 * The new-tab icon (lucide's ExternalLink), drawn once per page and reused by every firm's link: 150 firms in both
 * the cards and the table would otherwise carry 300 copies of its paths (a third of the page's HTML).
 */
export function FirmNewTabIconDefinition() {
  return (
    <svg aria-hidden className="absolute size-0">
      <symbol
        id={NEW_TAB_ICON_ID}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M15 3h6v6" />
        <path d="M10 14 21 3" />
        <path d="M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
      </symbol>
    </svg>
  );
}

/**
 * The firm's name, linking to its own site in a new tab (said to screen-reader users too). The page renders
 * FirmNewTabIconDefinition once for the icon.
 */
export function FirmWebsiteLink({ firm, className }: { firm: Firm; className?: string }) {
  return (
    <a
      href={firm.url}
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1.5 text-primary hover:underline', className)}
    >
      {firm.name}
      <svg aria-hidden className="size-3.5 shrink-0">
        <use href={`#${NEW_TAB_ICON_ID}`} />
      </svg>
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
