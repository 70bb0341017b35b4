import { useId, useRef, useState, type RefObject } from 'react';
import type { BlockCandidate, BlocksAnswer, FirmBlock } from '../../../../shared/contracts/quant-profile';
import { LoadError } from '../../../components/layout/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAddBlock, useBlocks, useRemoveBlock } from '../../quant-profile/api';
import { candidateDetail, FirmSearch } from './firm-search';

/** A failed change, in words that say what to do next. */
export function blockErrorMessage(error: unknown, action: 'hide' | 'remove', name: string): string {
  if (!(error instanceof ApiError)) return 'Something went wrong. Please try again.';
  if (error.status === 401) return 'Your session has ended. Sign in again to change which firms you hide from.';
  if (error.status === 404 && action === 'hide') {
    return `${error.message} ${name} may have left QuantLeap or been renamed: search for it again.`;
  }
  if (error.status === 404) return `${error.message} The list below is up to date.`;
  const verb = action === 'hide' ? `hide from ${name}` : `remove ${name}`;
  return `Could not ${verb}: ${error.message || 'please try again.'}`;
}

/**
 * "Hide from specific firms" (issue 14): the current employer suggested first, a search over companies and
 * reference firms, and the list with a Remove button each. A hidden firm gets no trace of the profile anywhere.
 */
export function HideFromFirmsCard() {
  const blocks = useBlocks();
  const add = useAddBlock();
  const remove = useRemoveBlock();
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  // A suggestion's button or a Remove button goes away with its row: focus moves to the list it changed.
  const listHeading = useRef<HTMLHeadingElement>(null);

  async function hide(candidate: BlockCandidate, moveFocus = false): Promise<boolean> {
    setOutcome(null);
    try {
      await add.mutateAsync({ kind: candidate.kind, id: candidate.id });
      setOutcome({ tone: 'success', message: `${candidate.name} can no longer see your profile.` });
      if (moveFocus) listHeading.current?.focus();
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', message: blockErrorMessage(error, 'hide', candidate.name) });
      return false;
    }
  }

  async function unhide(block: FirmBlock) {
    setOutcome(null);
    try {
      await remove.mutateAsync(block.id);
      setOutcome({ tone: 'success', message: `You no longer hide from ${block.name}.` });
      listHeading.current?.focus();
    } catch (error) {
      setOutcome({ tone: 'error', message: blockErrorMessage(error, 'remove', block.name) });
      // Already gone (removed in another tab): show the list as it is.
      if (error instanceof ApiError && error.status === 404) void blocks.refetch();
    }
  }

  const busy = add.isPending || remove.isPending;
  return (
    <Card>
      <CardContent className="space-y-5 p-6">
        <div className="space-y-1">
          <h2 className="text-base font-semibold">Hide from specific firms</h2>
          <p className="text-sm text-muted">
            Firms on this list get no trace of your profile anywhere on QuantLeap, even while it is visible to funds.
          </p>
        </div>
        {blocks.isPending ? (
          <Spinner label="Loading the firms you hide from" />
        ) : blocks.isError ? (
          <LoadError
            message={`Could not load the firms you hide from. ${blocks.error.message}`}
            onRetry={() => void blocks.refetch()}
          />
        ) : (
          <BlockLists
            answer={blocks.data}
            busy={busy}
            listHeading={listHeading}
            onHide={hide}
            onRemove={(block) => void unhide(block)}
          />
        )}
        {outcome && <FormAlert tone={outcome.tone}>{outcome.message}</FormAlert>}
      </CardContent>
    </Card>
  );
}

/** The suggestions, the search and the current list; `listHeading` is where focus goes after a change. */
export function BlockLists({
  answer,
  busy,
  listHeading,
  onHide,
  onRemove,
}: {
  answer: BlocksAnswer;
  busy: boolean;
  listHeading?: RefObject<HTMLHeadingElement | null>;
  onHide: (candidate: BlockCandidate, moveFocus?: boolean) => Promise<boolean>;
  onRemove: (block: FirmBlock) => void;
}) {
  const id = useId();
  return (
    <>
      {answer.suggestions.length > 0 && (
        <section aria-labelledby={`${id}-suggested`} className="space-y-2">
          <h3 id={`${id}-suggested`} className="text-sm font-medium">
            Suggested
          </h3>
          <ul className="space-y-3">
            {answer.suggestions.map((suggestion) => (
              <li key={`${suggestion.kind}:${suggestion.id}`} className="space-y-1">
                <Button
                  variant="outline"
                  size="sm"
                  className="h-auto min-h-9 py-2 text-left whitespace-normal"
                  disabled={busy}
                  onClick={() => void onHide(suggestion, true)}
                >
                  Hide from {suggestion.name}
                </Button>
                {suggestion.reason && <p className="text-xs text-muted">{suggestion.reason}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <FirmSearch onPick={(candidate) => onHide(candidate)} picking={busy} />
      <section aria-labelledby={`${id}-current`} className="space-y-2">
        <h3 id={`${id}-current`} ref={listHeading} tabIndex={-1} className="text-sm font-medium outline-none">
          Hidden from
        </h3>
        {answer.blocks.length === 0 ? (
          <p className="text-sm text-muted">You do not hide from any firm yet.</p>
        ) : (
          <ul aria-label="Firms you hide from" className="divide-y divide-border rounded-lg border border-border">
            {answer.blocks.map((block) => (
              <li key={block.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <span className="min-w-0 text-sm break-words">
                  <span className="block font-medium">{block.name}</span>
                  <span className="block text-xs text-muted">{candidateDetail(block)}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${block.name}`}
                  disabled={busy}
                  onClick={() => onRemove(block)}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
