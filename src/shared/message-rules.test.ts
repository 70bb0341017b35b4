import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, MESSAGE_MESSAGES, REPORT_DETAILS_MAX_LENGTH } from './message-rules';

describe('message rules', () => {
  it('writes the limits in their messages as en-US does, without Intl', () => {
    expect(MESSAGE_MESSAGES.tooLong).toBe(
      `A message can be at most ${MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
    );
    expect(MESSAGE_MESSAGES.tooLong).toContain('5,000');
    expect(MESSAGE_MESSAGES.reportDetails).toBe(
      `Details can be at most ${REPORT_DETAILS_MAX_LENGTH.toLocaleString('en-US')} characters`,
    );
  });
});
