import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { createTestDatabase } from '../../test/test-database';
import { createLogger } from '../logger';
import { createMailer } from './mailer';

/** A real SMTP server on loopback receives what the mailer delivers; one recipient is refused on purpose. */
let database: Database;
let smtp: SMTPServer;
let smtpUrl = '';
const received: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (address.address === 'refused@example.com') callback(new Error('Mailbox unavailable'));
      else callback();
    },
    onData(stream, _session, callback) {
      let message = '';
      stream.on('data', (chunk: Buffer) => (message += chunk.toString()));
      stream.on('end', () => {
        received.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const message = (to: string) => ({
  to,
  subject: 'Confirm your e-mail address',
  text: 'Open http://localhost/verify?token=abc',
  html: '<p>Open</p>',
  kind: 'verification',
});

describe('mailer', () => {
  it('keeps mail in the outbox, marked sent, when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, logger: createLogger('silent'), from: 'QuantLeap <a@b.c>' });
    expect(mailer.transport).toBe('outbox');
    await mailer.send(message('outbox@example.com'));
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'outbox@example.com'));
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('delivers through SMTP and records the delivery', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: createLogger('silent'),
      smtpUrl,
      from: 'QuantLeap <no-reply@quantleap.test>',
    });
    expect(mailer.transport).toBe('smtp');
    await mailer.send(message('delivered@example.com'));
    const delivered = received.find((m) => m.includes('delivered@example.com')) ?? '';
    expect(delivered).toContain('Subject: Confirm your e-mail address');
    expect(delivered).toContain('From: QuantLeap <no-reply@quantleap.test>');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'delivered@example.com'));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });

  it('delivers attachments (an .ics invitation) and keeps them in the outbox', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: createLogger('silent'),
      smtpUrl,
      from: 'QuantLeap <no-reply@quantleap.test>',
    });
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      ...message('calendar@example.com'),
      attachments: [{ filename: 'interview.ics', contentType: 'text/calendar', content: calendar }],
    });
    const delivered = received.find((m) => m.includes('calendar@example.com')) ?? '';
    expect(delivered).toMatch(/Content-Type: text\/calendar; name=interview\.ics/);
    expect(delivered).toContain('filename=interview.ics');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'calendar@example.com'));
    expect(row?.attachments).toEqual([{ filename: 'interview.ics', contentType: 'text/calendar', content: calendar }]);
  });

  it('delivers the one-click unsubscribe headers (RFC 8058) and keeps them in the outbox', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: createLogger('silent'),
      smtpUrl,
      from: 'QuantLeap <no-reply@quantleap.test>',
    });
    const headers = {
      'List-Unsubscribe': '<https://quantleap.test/api/unsubscribe?token=abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mailer.send({ ...message('leaving@example.com'), headers });
    const delivered = received.find((m) => m.includes('leaving@example.com')) ?? '';
    expect(delivered).toContain('List-Unsubscribe: <https://quantleap.test/api/unsubscribe?token=abc.def>');
    expect(delivered).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'leaving@example.com'));
    expect(row?.headers).toEqual(headers);
  });

  it('throws when the server refuses, and keeps the reason on the outbox row', async () => {
    const mailer = createMailer({
      db: database.db,
      logger: createLogger('silent'),
      smtpUrl,
      from: 'QuantLeap <no-reply@quantleap.test>',
    });
    await expect(mailer.send(message('refused@example.com'))).rejects.toThrow();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'refused@example.com'));
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/Mailbox unavailable/);
  });
});
