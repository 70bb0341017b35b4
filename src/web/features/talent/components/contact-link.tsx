import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { newConversationPath } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';

/**
 * Contact: opens the compose screen for this quant, where the firm writes its structured first message. The
 * server decides there whether the quant can be contacted (or already has a conversation with the firm).
 */
export function ContactLink({ profileId, name, className }: { profileId: string; name: string; className?: string }) {
  return (
    <Link to={newConversationPath({ profileId })} className={buttonVariants({ className })}>
      <MessageSquare aria-hidden /> Contact<span className="sr-only"> {name}</span>
    </Link>
  );
}
