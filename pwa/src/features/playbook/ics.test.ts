import { describe, expect, it } from 'vitest';
import { calendarFile } from './ics';

describe('the .ics writer', () => {
  const file = calendarFile({
    uid: 'abc',
    title: 'U12 practice; passing, pressing',
    start: new Date('2026-09-05T16:30:00Z'),
    minutes: 90,
    description: 'Bring cones\nand bibs \\ balls',
    now: new Date('2026-09-01T08:00:00.123Z'),
  });

  it('writes one VEVENT from the start and the plan length, with CRLF line ends', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '').includes('\n')).toBe(false);
    const lines = file.split('\r\n');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('DTSTART:20260905T163000Z');
    expect(lines).toContain('DTEND:20260905T180000Z');
    expect(lines).toContain('DTSTAMP:20260901T080000Z');
    expect(lines).toContain('UID:abc@playcaller.app');
  });

  it('escapes text values', () => {
    expect(file).toContain('SUMMARY:U12 practice\\; passing\\, pressing');
    expect(file).toContain('DESCRIPTION:Bring cones\\nand bibs \\\\ balls');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const long = calendarFile({ uid: 'x', title: 'é'.repeat(100), start: new Date(0), minutes: 30, description: '' });
    const lines = long.split('\r\n');
    const encoder = new TextEncoder();
    for (const line of lines) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const summary = lines.slice(lines.findIndex((line) => line.startsWith('SUMMARY:')));
    const unfolded = [
      summary[0],
      ...summary
        .slice(1)
        .filter((line) => line.startsWith(' '))
        .map((line) => line.slice(1)),
    ]
      .join('')
      .split('DESCRIPTION')[0];
    expect(unfolded).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});
