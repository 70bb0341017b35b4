import { CONVERSATION_SIDES, type ConversationSide } from '../../../shared/message-rules';

/** Who the compose screen writes to, read from its address (built by newConversationPath). */
export type ComposeTarget = { as: 'company'; profileId: string } | { as: ConversationSide; applicationId: string };

const isSide = (value: string | null): value is ConversationSide =>
  (CONVERSATION_SIDES as readonly (string | null)[]).includes(value);

/** ?profile=<id> (a firm, from the directory) or ?application=<id>&as=company|quant; null for anything else. */
export function composeTargetFrom(search: URLSearchParams): ComposeTarget | null {
  const profileId = search.get('profile');
  const applicationId = search.get('application');
  const as = search.get('as');
  if (profileId && !applicationId) return { as: 'company', profileId };
  if (applicationId && !profileId && isSide(as)) return { as, applicationId };
  return null;
}

/** The API's recipient for the target. */
export const recipientOf = (target: ComposeTarget) =>
  'profileId' in target
    ? { kind: 'profile' as const, profileId: target.profileId }
    : { kind: 'application' as const, applicationId: target.applicationId };
