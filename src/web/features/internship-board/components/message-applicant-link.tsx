import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { newConversationPath } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';

/**
 * Message applicant: the compose screen for a conversation about this application, written for the company (an
 * existing conversation about it is opened there instead).
 */
export function MessageApplicantLink({ applicationId, name }: { applicationId: string; name: string }) {
  return (
    <Link
      to={newConversationPath({ applicationId, as: 'company' })}
      className={buttonVariants({ variant: 'outline', size: 'sm' })}
    >
      <Send aria-hidden /> Message applicant<span className="sr-only"> {name}</span>
    </Link>
  );
}
