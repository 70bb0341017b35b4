import { and, eq, sql } from 'drizzle-orm';
import type { AuditAction, AuditActorKind } from '../../shared/audit';
import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export interface AuditEvent {
  action: AuditAction;
  actorKind: AuditActorKind;
  actorUserId: string | null;
  subjectUserId?: string | null;
  subjectCompanyId?: string | null;
  objectId?: string | null;
  reason?: string | null;
  detail?: Record<string, string>;
  /** When it happened, if not now: a sign-in carries its session's creation, which the app's greeting compares. */
  occurredAt?: Date;
}

/** Adds one line to the audit log; every operator action and account security event calls it once. */
export async function recordAuditEvent(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorKind: event.actorKind,
    actorUserId: event.actorUserId,
    subjectUserId: event.subjectUserId ?? null,
    subjectCompanyId: event.subjectCompanyId ?? null,
    objectId: event.objectId ?? null,
    reason: event.reason ?? null,
    detail: event.detail ?? {},
    ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
  });
}

/** A browser and system a person recognises ("Firefox on Windows") from a user agent; never the raw string. */
export function describeDevice(userAgent: string | null | undefined): string {
  const agent = userAgent ?? '';
  const browser = [
    ['Edge', /Edg\//],
    ['Opera', /OPR\//],
    ['Firefox', /Firefox\//],
    ['Chrome', /Chrome\/|CriOS\//],
    ['Safari', /Safari\//],
  ] as const;
  const system = [
    ['Android', /Android/],
    ['iOS', /iPhone|iPad|iPod/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['ChromeOS', /CrOS/],
    ['Linux', /Linux/],
  ] as const;
  const name = browser.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'An unknown browser';
  const os = system.find(([, pattern]) => pattern.test(agent))?.[0];
  return os ? `${name} on ${os}` : name;
}

/**
 * Records a sign-in when it comes from a device the account has not signed in from before (the same browser and
 * system), so a person and the operators see new devices without a line for every sign-in.
 */
export async function recordSignIn(
  db: Db,
  session: { userId: string; createdAt: Date; userAgent?: string | null; ipAddress?: string | null },
): Promise<void> {
  const device = describeDevice(session.userAgent);
  const [known] = await db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.subjectUserId, session.userId),
        eq(auditEvents.action, 'sign_in_new_device'),
        sql`${auditEvents.detail} ->> 'device' = ${device}`,
      ),
    )
    .limit(1);
  if (known) return;
  await recordAuditEvent(db, {
    action: 'sign_in_new_device',
    actorKind: 'account',
    actorUserId: session.userId,
    subjectUserId: session.userId,
    detail: { device, address: session.ipAddress ?? 'unknown' },
    occurredAt: session.createdAt,
  });
}
