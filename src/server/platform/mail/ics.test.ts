import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics';

describe('calendarFile', () => {
  it('writes one event with CRLF lines, escaped text and UTC times', () => {
    const file = calendarFile({
      uid: 'slot-1@quantleap',
      start: new Date('2027-03-02T14:00:00Z'),
      end: new Date('2027-03-02T14:45:00Z'),
      stamp: new Date('2027-02-01T09:30:00Z'),
      summary: 'Interview: Quant, Research; Intern',
      description: 'Line one\nLine two \\ done',
      location: 'Video call',
    });
    const lines = file.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('DTSTART:20270302T140000Z');
    expect(lines).toContain('DTEND:20270302T144500Z');
    expect(lines).toContain('DTSTAMP:20270201T093000Z');
    expect(lines).toContain('SUMMARY:Interview: Quant\\, Research\\; Intern');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two \\\\ done');
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file).not.toMatch(/[^\r]\n/);
  });

  it('folds lines longer than 75 octets, counting bytes, not characters', () => {
    const file = calendarFile({
      uid: 'u',
      start: new Date(0),
      end: new Date(0),
      summary: 'é'.repeat(100),
      description: 'd',
      location: 'l',
    });
    const summary = file
      .split('\r\n')
      .filter((line, i, all) => line.startsWith('SUMMARY') || (line.startsWith(' ') && all[i - 1] !== undefined));
    for (const line of summary) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded (continuation lines lose their leading space) the text is whole again.
    expect(file.replace(/\r\n /g, '')).toContain(`SUMMARY:${'é'.repeat(100)}\r\n`);
  });
});
