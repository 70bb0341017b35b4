import { MessageSquare, Star } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { Link } from 'react-router';
import type { FirmProposal } from '../../../../shared/contracts/projects';
import {
  formatProposalPrice,
  PROPOSAL_DECLINE_REASON_LABELS,
  PROPOSAL_MESSAGES,
  type ProjectStatus,
  type ProposalDeclineReason,
  type ProposalStatus,
} from '../../../../shared/projects';
import { conversationPath, ROUTES } from '../../../../shared/routes';
import { Button, buttonVariants } from '../../../components/ui/button';
import { reportActionFailure } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast-store';
import { useAcceptProposal, useDeclineProposal, useShortlistProposal } from '../api';
import { AcceptProposalDialog } from './accept-proposal-dialog';
import { DeclineProposalDialog } from './decline-proposal-dialog';
import { canDecide, canShortlist } from './proposal-view';

/** The conversation accepting the proposal opened (the inbox, should the quant have deleted their account since). */
function ConversationLink({
  quantName,
  conversationId,
  linkRef,
}: {
  quantName: string;
  conversationId: string | null;
  linkRef?: Ref<HTMLAnchorElement>;
}) {
  return (
    <Link
      ref={linkRef}
      to={conversationId ? conversationPath(conversationId) : ROUTES.messages}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <MessageSquare aria-hidden /> Open the conversation
      <span className="sr-only"> with {quantName}</span>
    </Link>
  );
}

/**
 * What a verified company may do with a proposal: Shortlist a sent one; Decline (with a reason) or Accept a sent
 * or shortlisted one, Accept only while the project is published. An accepted proposal links to the conversation it
 * opened. After an action, focus moves to what it left behind, since its button is gone.
 */
export function ProposalActions({
  projectId,
  projectStatus,
  proposal,
}: {
  projectId: string;
  projectStatus: ProjectStatus;
  proposal: FirmProposal;
}) {
  const shortlist = useShortlistProposal();
  const decline = useDeclineProposal();
  const accept = useAcceptProposal();
  const name = proposal.quant.name;
  const ref = { projectId, proposalId: proposal.id };
  const messagesRef = useRef<HTMLAnchorElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  // The status an action leads to: once the refreshed list shows it (the action's button gone, any dialog closed),
  // focus moves to what the action left behind: the way to Messages after accepting, else the outcome's sentence.
  const [focusWhen, setFocusWhen] = useState<ProposalStatus | null>(null);
  useEffect(() => {
    if (!focusWhen || proposal.status !== focusWhen) return;
    (focusWhen === 'accepted' ? messagesRef : outcomeRef).current?.focus();
    setFocusWhen(null);
  }, [focusWhen, proposal.status]);

  async function onShortlist() {
    try {
      await shortlist.mutateAsync(ref);
      toast({ title: 'Proposal shortlisted', description: `${name} sees that you shortlisted their proposal.` });
      setOutcome(`You shortlisted ${name}’s proposal. You can still accept or decline it.`);
      setFocusWhen('shortlisted');
    } catch (error) {
      reportActionFailure('Could not shortlist the proposal')(error);
    }
  }

  async function onDecline(reason: ProposalDeclineReason) {
    try {
      await decline.mutateAsync({ ...ref, reason });
      toast({ title: 'Proposal declined', description: `${name} reads: “${PROPOSAL_DECLINE_REASON_LABELS[reason]}”` });
      setOutcome(`You declined ${name}’s proposal.`);
      setFocusWhen('declined');
      return true;
    } catch {
      // The dialog shows why (decline.error) and stays open.
      return false;
    }
  }

  async function onAccept() {
    try {
      await accept.mutateAsync(ref);
      toast({
        title: 'Proposal accepted',
        description: `The project is In progress, and your conversation with ${name} is open in Messages.`,
      });
      setFocusWhen('accepted');
      return true;
    } catch {
      return false;
    }
  }

  if (proposal.status === 'accepted') {
    return (
      <div className="space-y-2 border-t border-border pt-4">
        <p className="text-sm">
          You accepted this proposal at {formatProposalPrice(proposal.budgetType, proposal.price)}; the project is In
          progress.
        </p>
        <ConversationLink quantName={name} conversationId={proposal.conversationId} linkRef={messagesRef} />
      </div>
    );
  }

  const decidable = canDecide(proposal.status);
  const acceptable = decidable && projectStatus === 'published';
  if (!decidable) {
    return outcome ? (
      <p ref={outcomeRef} tabIndex={-1} role="status" className="border-t border-border pt-4 text-sm outline-none">
        {outcome}
      </p>
    ) : null;
  }
  return (
    <div className="space-y-2 border-t border-border pt-4">
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} role="status" className="text-sm outline-none">
          {outcome}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {canShortlist(proposal.status) && (
          <Button size="sm" variant="outline" disabled={shortlist.isPending} onClick={() => void onShortlist()}>
            <Star aria-hidden /> {shortlist.isPending ? 'Shortlisting…' : 'Shortlist'}
            <span className="sr-only"> the proposal from {name}</span>
          </Button>
        )}
        <DeclineProposalDialog
          quantName={name}
          busy={decline.isPending}
          error={decline.error?.message}
          onDecline={onDecline}
          onOpenChange={(open) => !open && decline.reset()}
        />
        {acceptable && (
          <AcceptProposalDialog
            quantName={name}
            price={formatProposalPrice(proposal.budgetType, proposal.price)}
            busy={accept.isPending}
            error={accept.error?.message}
            onAccept={onAccept}
            onOpenChange={(open) => !open && accept.reset()}
          />
        )}
      </div>
      {!acceptable && <p className="text-xs text-muted">{PROPOSAL_MESSAGES.projectNotOpen}</p>}
    </div>
  );
}
