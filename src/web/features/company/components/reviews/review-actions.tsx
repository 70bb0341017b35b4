import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { REJECTION_REASON_MAX, rejectionReasonSchema } from '../../../../../shared/company';
import type { CompanyReview } from '../../../../../shared/contracts/company';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { Button } from '../../../../components/ui/button';
import { ConfirmButton } from '../../../../components/ui/confirm-button';
import { reportSubmitError } from '../../../../lib/form-errors';
import { toast } from '../../../../lib/toast-store';
import { useDecideReview } from '../../api';
import { decisionToast } from './decision-toast';

/**
 * Approve (asked twice: it verifies the company for its domain and mails the owner), or reject with a reason. After either, the owner has been e-mailed (the server sends it), the lists are
 * read again and `onDecided` tells the page, which moves focus off this card as it leaves the list.
 */
export function ReviewActions({ review, onDecided }: { review: CompanyReview; onDecided: (id: string) => void }) {
  const decide = useDecideReview();
  const [rejecting, setRejecting] = useState(false);
  const canApprove = review.domain !== null;
  const approving = decide.isPending && decide.variables.decision === 'approve';

  const approve = async () => {
    try {
      const { company } = await decide.mutateAsync({ id: review.id, decision: 'approve' });
      toast(decisionToast(company, 'approve'));
      onDecided(review.id);
    } catch (error) {
      reportSubmitError(error, {
        toast: (answer) => ({
          title: `Could not approve ${review.name}`,
          description: answer?.message ?? 'Please try again.',
          variant: 'destructive',
        }),
      });
    }
  };

  const reject = async (reason: string) => {
    const { company } = await decide.mutateAsync({ id: review.id, decision: 'reject', reason });
    toast(decisionToast(company, 'reject'));
    onDecided(review.id);
  };

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      {review.state === 'pending' && (
        <ReasonDialog
          title={`Reject ${review.name}`}
          description="The owner receives your reason by e-mail and sees it in the company settings. Say what would let you verify the company."
          reasonLabel="Reason for the owner"
          submitLabel="Reject company"
          busyLabel="Rejecting..."
          failureTitle={`Could not reject ${review.name}`}
          destructive
          schema={rejectionReasonSchema}
          maxLength={REJECTION_REASON_MAX}
          open={rejecting}
          onOpenChange={setRejecting}
          busy={decide.isPending}
          onSubmit={reject}
          trigger={
            <Button variant="outline" disabled={decide.isPending}>
              <X aria-hidden /> Reject<span className="sr-only"> {review.name}</span>
            </Button>
          }
        />
      )}
      {canApprove ? (
        <ConfirmButton
          label="Approve"
          accessibleLabel={`Approve ${review.name}`}
          question={`Verify ${review.name} for ${review.domain}? Its owner is e-mailed.`}
          confirmLabel="Yes, approve"
          busyLabel="Approving..."
          busy={approving}
          onConfirm={approve}
        />
      ) : (
        <Button disabled>
          <Check aria-hidden /> Approve<span className="sr-only"> {review.name}</span>
        </Button>
      )}
    </div>
  );
}
