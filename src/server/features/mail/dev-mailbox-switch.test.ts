import { describe, expect, it } from 'vitest';
import { decideDevMailbox, DEV_MAILBOX_SETTINGS, type DevMailboxSetting } from './dev-mailbox-switch';

type NodeEnv = 'development' | 'production' | 'test';
const NODE_ENVS: NodeEnv[] = ['development', 'production', 'test'];

describe('decideDevMailbox', () => {
  // setting, NODE_ENV, PUBLIC_URL set, open? (without SMTP_URL): all 18 combinations, written out.
  it.each<[DevMailboxSetting, NodeEnv, boolean, boolean]>([
    ['auto', 'development', false, true],
    ['auto', 'development', true, true],
    ['auto', 'test', false, true],
    ['auto', 'test', true, true],
    ['auto', 'production', false, true],
    ['auto', 'production', true, false],
    ['on', 'development', false, true],
    ['on', 'development', true, true],
    ['on', 'test', false, true],
    ['on', 'test', true, true],
    ['on', 'production', false, true],
    ['on', 'production', true, true],
    ['off', 'development', false, false],
    ['off', 'development', true, false],
    ['off', 'test', false, false],
    ['off', 'test', true, false],
    ['off', 'production', false, false],
    ['off', 'production', true, false],
  ])('DEV_MAILBOX=%s, NODE_ENV=%s, PUBLIC_URL set: %s → open: %s', (setting, nodeEnv, publicUrlConfigured, open) => {
    expect(decideDevMailbox({ setting, nodeEnv, publicUrlConfigured, smtpConfigured: false }).enabled).toBe(open);
  });

  it('is shut whenever SMTP delivers the mail, whatever else is set (18 combinations)', () => {
    for (const setting of DEV_MAILBOX_SETTINGS) {
      for (const nodeEnv of NODE_ENVS) {
        for (const publicUrlConfigured of [false, true]) {
          const state = decideDevMailbox({ setting, nodeEnv, publicUrlConfigured, smtpConfigured: true });
          expect(state, `${setting} ${nodeEnv} ${publicUrlConfigured}`).toEqual({
            enabled: false,
            reason: expect.stringContaining('SMTP_URL') as unknown as string,
          });
        }
      }
    }
  });

  it('says why, and how to turn it on when it is off', () => {
    const publicServer = decideDevMailbox({
      setting: 'auto',
      nodeEnv: 'production',
      publicUrlConfigured: true,
      smtpConfigured: false,
    });
    expect(publicServer.reason).toMatch(/PUBLIC_URL/);
    expect(publicServer.reason).toMatch(/Set DEV_MAILBOX=on/);
    const localInstall = decideDevMailbox({
      setting: 'auto',
      nodeEnv: 'production',
      publicUrlConfigured: false,
      smtpConfigured: false,
    });
    expect(localInstall.reason).toMatch(/no PUBLIC_URL/);
    expect(
      decideDevMailbox({ setting: 'off', nodeEnv: 'test', publicUrlConfigured: false, smtpConfigured: false }).reason,
    ).toMatch(/Set DEV_MAILBOX=on/);
  });
});
