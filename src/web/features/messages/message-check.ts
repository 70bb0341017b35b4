import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES } from '../../../shared/message-rules';

/** Why a message cannot be sent as typed (the API's own messages), or null: 1–5,000 characters once trimmed. */
export function messageProblem(body: string): string | null {
  const text = body.trim();
  if (!text) return MESSAGE_MESSAGES.empty;
  if (text.length > MESSAGE_MAX_LENGTH) return MESSAGE_MESSAGES.tooLong;
  return null;
}
