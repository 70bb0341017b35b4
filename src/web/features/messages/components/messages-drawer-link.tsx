import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { buttonVariants } from '../../../components/ui/button';
import { messagesLinkLabel, useUnreadCount } from '../use-unread-count';
import { UnreadPill } from './unread-pill';

/** Messages in the mobile drawer, with the unread count. */
export function MessagesDrawerLink({ onNavigate }: { onNavigate: () => void }) {
  const unread = useUnreadCount();
  return (
    <Link
      to={ROUTES.messages}
      aria-label={messagesLinkLabel(unread)}
      onClick={onNavigate}
      className={buttonVariants({ variant: 'outline' })}
    >
      Messages
      <UnreadPill count={unread} />
    </Link>
  );
}
