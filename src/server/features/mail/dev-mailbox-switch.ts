export const DEV_MAILBOX_SETTINGS = ['on', 'off', 'auto'] as const;
export type DevMailboxSetting = (typeof DEV_MAILBOX_SETTINGS)[number];

/** Whether /dev/mailbox is open, and the sentence that says why (logged at start, answered by the 404 when off). */
export interface DevMailboxState {
  enabled: boolean;
  reason: string;
}

/**
 * The development mailbox shows every verification, reset and sign-in link, so it is open only where it helps a
 * developer or a newcomer: `auto` opens it under NODE_ENV development or test, and on a server started without
 * PUBLIC_URL (it only knows itself as http://localhost:PORT, so its links work on this machine alone: a local
 * install, such as `npm ci && npm start`). A production server with a public address keeps it shut unless
 * DEV_MAILBOX=on. With SMTP_URL set mail really leaves, and nothing is left to read here, whatever the setting.
 */
export function decideDevMailbox(input: {
  setting: DevMailboxSetting;
  nodeEnv: 'development' | 'production' | 'test';
  smtpConfigured: boolean;
  publicUrlConfigured: boolean;
}): DevMailboxState {
  if (input.smtpConfigured) {
    return { enabled: false, reason: 'The development mailbox is off: mail is delivered through SMTP (SMTP_URL).' };
  }
  if (input.setting === 'off') {
    return {
      enabled: false,
      reason: 'The development mailbox is off (DEV_MAILBOX=off). Set DEV_MAILBOX=on and restart to turn it on.',
    };
  }
  if (input.setting === 'on') {
    return { enabled: true, reason: 'The development mailbox is on (DEV_MAILBOX=on).' };
  }
  if (input.nodeEnv !== 'production') {
    return { enabled: true, reason: `The development mailbox is on (DEV_MAILBOX=auto, NODE_ENV=${input.nodeEnv}).` };
  }
  if (!input.publicUrlConfigured) {
    return {
      enabled: true,
      reason: 'The development mailbox is on (DEV_MAILBOX=auto, no PUBLIC_URL: a local install).',
    };
  }
  return {
    enabled: false,
    reason:
      'The development mailbox is off on a public server (NODE_ENV=production with PUBLIC_URL set). ' +
      'Set DEV_MAILBOX=on and restart to turn it on.',
  };
}
