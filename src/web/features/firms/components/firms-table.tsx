import { memo } from 'react';
import type { Firm } from '../../../../shared/contracts/firms';
import { Badge } from '../../../components/ui/badge';
import { FirmCards } from './firm-cards';
import { FirmNewTabIconDefinition, FirmWebsiteLink } from './firm-website-link';
import { VerifiedMark } from './verified-mark';

export const NO_FIRMS = 'No firms found matching your search.';

/**
 * The firms as a table from md up, as cards below (display:none keeps the other one out of the accessibility
 * tree). An empty result is one message for every screen, so it is not in the page twice.
 * Memoised: while the search box runs ahead of the list (useDeferredValue), a keystroke does not re-render it.
 */
export const FirmsTable = memo(function FirmsTable({
  firms,
  verified,
}: {
  firms: Firm[];
  /** Firm name → the slug of the verified company on QuantLeap that stands for it. */
  verified: ReadonlyMap<string, string>;
}) {
  if (firms.length === 0) {
    return <p className="rounded-xl border border-border px-4 py-12 text-center text-muted">{NO_FIRMS}</p>;
  }
  return (
    <>
      <FirmNewTabIconDefinition />
      <FirmCards firms={firms} verified={verified} className="md:hidden" />
      <div className="hidden overflow-x-auto rounded-xl border border-border md:block">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Quant firms, filtered by your search</caption>
          <thead className="bg-surface-raised text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Firm
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Category
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Description
              </th>
            </tr>
          </thead>
          {/* The cells' common style is set once here rather than on each of the 450 cells. */}
          <tbody className="divide-y divide-border [&>tr]:bg-surface [&>tr:hover]:bg-surface-raised/60 [&_td]:px-4 [&_td]:py-3 [&_td]:align-top">
            {firms.map((firm) => (
              <tr key={firm.name}>
                <td className="font-medium whitespace-nowrap">
                  <FirmWebsiteLink firm={firm} />
                  <VerifiedMark slug={verified.get(firm.name)} className="mt-1 flex w-fit" />
                </td>
                <td className="whitespace-nowrap">
                  <Badge variant="outline">{firm.category}</Badge>
                </td>
                <td className="text-muted">{firm.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
});
