import { sql, type SQL } from 'drizzle-orm';
import { AWAITING_REPLY } from '../../../shared/company-dashboard';
import { conversations, profiles, user } from '../../db/schema';
import type { Viewer } from '../../platform/talent-visibility';
import { accountName } from './names';
import { companySideOf } from './parties';

/**
 * This feature's share of the company dashboard (issue 17), as SQL the dashboard composes into one statement per
 * request; the company's id and domain may be a prepared statement's placeholders.
 *
 * A conversation awaits the firm while it is open (the quant has not declined it) and the quant wrote last; one the
 * quant blocked is gone for the firm (companySideOf), as in its inbox.
 */
function awaitingCompany(company: Viewer): SQL {
  return sql`${companySideOf(company)} and ${conversations.status} = 'open' and ${conversations.lastSide} = 'quant'`;
}

export function awaitingReplyCount(company: Viewer): SQL<number> {
  return sql<number>`(select count(*)::int from ${conversations} where ${awaitingCompany(company)})`;
}

/**
 * Conversations awaiting the firm's reply as Talent Pipeline rows (see the internship board's): `about` is the
 * conversation's subject, `since` the quant's last message, `ref` the conversation (the link).
 */
export function conversationPipelineRows(company: Viewer): SQL {
  return sql`select 'conversation' as kind, ${conversations.id}::text as id, ${accountName} as person, ${conversations.subject} as about, ${AWAITING_REPLY}::text as stage, ${conversations.lastMessageAt} as since, ${conversations.id}::text as ref
    from ${conversations}
    join ${user} on ${user.id} = ${conversations.quantUserId}
    left join ${profiles} on ${profiles.id} = ${conversations.quantUserId}
    where ${awaitingCompany(company)}`;
}
