import type { ConversationSide } from '../../../../shared/message-rules';

/** Which party someone in a conversation is, as an operator reads it. */
export const SIDE_LABELS: Record<ConversationSide, string> = { quant: 'the quant', company: 'the firm' };
