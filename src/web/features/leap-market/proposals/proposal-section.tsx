import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { MarketProject } from '../../../../shared/contracts/projects';
import { PROPOSAL_MESSAGES } from '../../../../shared/projects';
import { ROUTES } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { useSubmitProposal, useUpdateProposal, useWithdrawProposal } from '../api';
import { ProposalForm } from './proposal-form';
import { ProposalStatusCard } from './proposal-status-card';
import { proposalTarget } from './proposal-values';

/**
 * Proposing on a project's page: the quant's own proposal (its status, Edit, Withdraw) once sent, the form when
 * the server says they may propose, or why they may not (sign in, create a quant profile, closed, …). Nothing for
 * the posting company's own members, who manage proposals from their dashboard.
 */
export function ProposalSection({ project }: { project: MarketProject }) {
  const [editing, setEditing] = useState(false);
  const submit = useSubmitProposal(project.id);
  const update = useUpdateProposal(project.id);
  const withdraw = useWithdrawProposal(project.id);
  const target = proposalTarget(project);
  const { myProposal, proposing } = project;
  if (!proposing || !target || project.viewer.ownCompany) return null;

  if (myProposal) {
    if (editing && myProposal.status === 'submitted') {
      return (
        <section className="rounded-[var(--radius-card)] border border-border p-5">
          <ProposalForm
            project={project}
            target={target}
            proposal={myProposal}
            onSend={async (input) => {
              await update.mutateAsync(input);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        </section>
      );
    }
    return (
      <ProposalStatusCard
        proposal={myProposal}
        onEdit={() => setEditing(true)}
        onWithdraw={() => withdraw.mutateAsync().catch(() => undefined)}
        withdrawing={withdraw.isPending}
        withdrawError={withdraw.error?.message}
      />
    );
  }

  if (proposing.canPropose) {
    return (
      <section className="rounded-[var(--radius-card)] border border-primary/30 p-5">
        <ProposalForm project={project} target={target} onSend={(input) => submit.mutateAsync(input)} />
      </section>
    );
  }
  return <CannotPropose signedIn={project.viewer.signedIn} reason={proposing.reason} />;
}

/** Why the caller cannot propose, with the step that would let them when there is one. */
function CannotPropose({ signedIn, reason }: { signedIn: boolean; reason: string | null }) {
  const location = useLocation();
  return (
    <section aria-labelledby="proposing" className="space-y-3 rounded-[var(--radius-card)] border border-border p-5">
      <h2 id="proposing" className="text-lg font-semibold">
        Proposals
      </h2>
      {!signedIn ? (
        <p className="text-sm">
          <Link to={ROUTES.login} state={{ from: location }} className={buttonVariants({ className: 'mr-3' })}>
            Sign in to send a proposal
          </Link>
          You come back to this project once you are signed in. Proposing is free.
        </p>
      ) : reason === PROPOSAL_MESSAGES.needsQuantProfile ? (
        <p className="text-sm">
          {reason}{' '}
          <Link to={ROUTES.createQuantProfile} className="font-medium text-primary underline underline-offset-4">
            Create your quant profile
          </Link>
        </p>
      ) : (
        <p className="text-sm">{reason ?? PROPOSAL_MESSAGES.notTaking}</p>
      )}
    </section>
  );
}
