import { Link } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { Button } from '../../../components/ui/button';
import { messagesLinkLabel, useUnreadCount } from '../use-unread-count';
import { UnreadPill } from './unread-pill';

/** Messages in the mobile drawer, with the unread count. */
export function MessagesDrawerLink({ onNavigate }: { onNavigate: () => void }) {
  const unread = useUnreadCount();
  return (
    <Button asChild variant="outline">
      <Link to={ROUTES.messages} aria-label={messagesLinkLabel(unread)} onClick={onNavigate}>
        Messages
        <UnreadPill count={unread} />
      </Link>
    </Button>
  );
}
