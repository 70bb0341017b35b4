import { Outlet, useMatch } from 'react-router';
import { ROUTES } from '../../../../shared/routes';
import { PageContainer } from '../../../components/layout/page';
import { cn } from '../../../lib/utils';
import { ConversationList } from '../components/conversation-list';

/**
 * /messages and /messages/:id: the conversation list beside the open conversation on a wide screen. On a phone
 * one at a time: the list at /messages, the conversation (with a way back) at /messages/:id.
 */
export function MessagesPage() {
  const openId = useMatch(ROUTES.conversation)?.params.id;
  return (
    <PageContainer className="max-w-6xl py-6 md:py-10">
      <div className="grid gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className={cn(openId && 'hidden md:block')}>
          <ConversationList selectedId={openId} />
        </div>
        <div className={cn('min-w-0', !openId && 'hidden md:block')}>
          <Outlet />
        </div>
      </div>
    </PageContainer>
  );
}
