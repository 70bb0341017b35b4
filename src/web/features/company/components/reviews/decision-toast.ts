import type { CompanyReview } from '../../../../../shared/contracts/company';
import type { ToastContent } from '../../../../lib/form-errors';

/**
 * What an operator is told after a decision, from the company as the server answered it. A company whose member
 * proved its domain in the meantime stays verified after a rejection (the server keeps it; the owner still reads the
 * reason), so the toast says so rather than claiming a rejection that did not happen.
 */
export function decisionToast(
  company: Pick<CompanyReview, 'name' | 'state'>,
  decision: 'approve' | 'reject',
): ToastContent {
  if (decision === 'approve') {
    return { title: 'Company approved', description: `${company.name} approved; the owner was e-mailed.` };
  }
  if (company.state === 'verified') {
    return {
      title: 'Company stays verified',
      description: `${company.name} stays verified: a member's work e-mail proves its domain. The owner was e-mailed your reason.`,
    };
  }
  return { title: 'Company rejected', description: `${company.name} rejected; the owner was e-mailed your reason.` };
}
