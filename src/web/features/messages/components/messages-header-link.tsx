import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { messagesLinkLabel, useUnreadCount } from '../use-unread-count';
import { UnreadPill } from './unread-pill';

/** The header's Messages button for a signed-in user, with the unread badge; at every width, phones included. */
export function MessagesHeaderLink() {
  const unread = useUnreadCount();
  return (
    <Link
      to={ROUTES.messages}
      aria-label={messagesLinkLabel(unread)}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative')}
    >
      <MessageSquare aria-hidden />
      <UnreadPill count={unread} className="absolute top-0.5 right-0.5" />
    </Link>
  );
}
