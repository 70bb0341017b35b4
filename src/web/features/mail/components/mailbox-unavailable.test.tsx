import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isMailboxRefusal, MailboxUnavailable } from './mailbox-unavailable';

describe('isMailboxRefusal', () => {
  it('is true for the answers retrying cannot change (off: 404, not from this machine: 403)', () => {
    expect(isMailboxRefusal(new ApiError(404, 'NOT_FOUND', 'off'))).toBe(true);
    expect(isMailboxRefusal(new ApiError(403, 'FORBIDDEN', 'proxy'))).toBe(true);
  });
  it('is false for failures worth retrying', () => {
    expect(isMailboxRefusal(new ApiError(0, 'NETWORK', 'offline'))).toBe(false);
    expect(isMailboxRefusal(new ApiError(500, 'INTERNAL', 'oops'))).toBe(false);
    expect(isMailboxRefusal(new Error('other'))).toBe(false);
  });
});

describe('MailboxUnavailable', () => {
  it("shows the server's sentence, which says how to turn the mailbox on", () => {
    const message = 'The development mailbox is off (DEV_MAILBOX=off). Set DEV_MAILBOX=on and restart to turn it on.';
    const html = renderToStaticMarkup(<MailboxUnavailable message={message} />);
    expect(html).toContain('The development mailbox is not available');
    expect(html).toContain('Set DEV_MAILBOX=on and restart to turn it on.');
  });
});
