import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW_MESSAGES } from '../../../shared/interviews';
import { signedInUser } from '../../test/accounts';
import { createApplication, createCompany, createInterviewSlot, createPosition } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/test-server';

/**
 * Issue 42: both sides add a booked interview to their calendar from the app. The file names its organizer and
 * attendee, and the firm's copy carries no e-mail address of the quant.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { authRateLimitScale: 100 } });
});
afterAll(() => server.close());
const db = () => server.database.db;

async function booked() {
  const owner = await signedInUser(server, 'Olivia Owner');
  const company = await createCompany(db(), { ownerUserId: owner.userId, name: 'Calendar Capital' });
  const position = await createPosition(db(), company.id, { title: 'Rates Intern' });
  const quant = await signedInUser(server, 'Quentin Quant');
  const application = await createApplication(db(), {
    userId: quant.userId,
    opportunityId: position.id,
    status: 'Shortlisted',
  });
  const startsAt = new Date(Date.UTC(2031, 4, 6, 14, 0));
  const slot = await createInterviewSlot(db(), company.id, startsAt, application.id);
  return { owner, quant, application, slot };
}

describe('Add to calendar', () => {
  it('gives the quant and the firm the same event, naming organizer and attendee, without the quant’s e-mail', async () => {
    const { owner, quant, application, slot } = await booked();
    const mine = await quant.session.request(`/api/applications/${application.id}/interview/calendar`);
    const theirs = await owner.session.request(`/api/internship-board/interviews/${slot.id}/calendar`);
    for (const answer of [mine, theirs]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toBe('attachment; filename="interview.ics"');
      // Unfolded as a calendar reads it: long lines continue after CRLF and a space (RFC 5545 §3.1).
      const text = String(answer.body).replace(/\r\n /g, '');
      expect(text).toContain('BEGIN:VEVENT');
      expect(text).toContain(`UID:${slot.id}@quantleap`);
      expect(text).toContain('DTSTART:20310506T140000Z');
      expect(text).toContain('SUMMARY:Interview: Rates Intern at Calendar Capital');
      expect(text).toContain('ORGANIZER;CN="Firm Owner, Calendar Capital":urn:quantleap:company:');
      expect(text).toContain(
        `ATTENDEE;CN="Quentin Quant";ROLE=REQ-PARTICIPANT:urn:quantleap:application:${application.id}`,
      );
      expect(text).not.toContain(quant.email);
      expect(text).not.toContain('mailto:');
    }
    const withoutStamp = (body: unknown) => String(body).replace(/DTSTAMP:\w+/, '');
    expect(withoutStamp(mine.body)).toBe(withoutStamp(theirs.body));
  });

  it('is not found for a time not booked, another quant’s application, or another company’s slot', async () => {
    const { owner, application, slot } = await booked();
    const stranger = await signedInUser(server, 'Stranger Quant');
    const strangerAnswer = await stranger.session.request(`/api/applications/${application.id}/interview/calendar`);
    expect(strangerAnswer.status).toBe(404);
    expect(strangerAnswer.body.error.message).toBe(INTERVIEW_MESSAGES.noBookedInterview);

    const other = await booked();
    expect((await owner.session.request(`/api/internship-board/interviews/${other.slot.id}/calendar`)).status).toBe(
      404,
    );

    const free = await createInterviewSlot(db(), slot.companyId, new Date(Date.UTC(2031, 4, 7, 9, 0)));
    expect((await owner.session.request(`/api/internship-board/interviews/${free.id}/calendar`)).status).toBe(404);
    expect((await owner.session.request('/api/internship-board/interviews/not-an-id/calendar')).status).toBe(404);
  });

  it('asks a visitor to sign in', async () => {
    const { application } = await booked();
    const visitor = await signedInUser(server, 'Signed Out');
    await visitor.session.request('/api/auth/sign-out', { method: 'POST', json: {} });
    expect((await visitor.session.request(`/api/applications/${application.id}/interview/calendar`)).status).toBe(401);
  });
});
