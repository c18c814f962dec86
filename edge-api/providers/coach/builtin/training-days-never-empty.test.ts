import { describe, expect, it } from 'vitest';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { BODY_AREAS } from '../knowledge/content-schema';
import type { TrainingRequest } from '../understand/parse-training-request';
import { answer } from './builtin-coach';
import { trainerReply } from './training-program';

/** The day headers of a reply that are followed by another header or nothing, not by work. */
function emptyDays(text: string): string[] {
  const lines = text.split('\n');
  const header = (line: string) => /^\*\*(?:Day \d|Mon|Tue|Wed|Thu|Fri|Sat|Sun)/.test(line);
  return lines.flatMap((line, index) => {
    if (!header(line)) return [];
    const next = lines.slice(index + 1).find((each) => each.trim() !== '');
    return next === undefined || !next.startsWith('- ') ? [line] : [];
  });
}

const VOICE = { weightUnit: 'kg' as const, fromProfile: [] };

describe('a program day is never sent without work', () => {
  it('gives every day work when kit, age and injuries rule out most of the sport', () => {
    const everyArea = BODY_AREAS.map((area) => ({ area, named: area, severity: 'strain' as const, recurring: false }));
    const requests: TrainingRequest[] = [
      { injuries: everyArea, youth: true, age: 10, sessionMinutes: 15, daysPerWeek: 7, equipment: [] },
      { injuries: [], youth: true, age: 10, sessionMinutes: 10, daysPerWeek: 5, equipment: [] },
      { injuries: everyArea.slice(0, 4), youth: false, sessionMinutes: 12, daysPerWeek: 6 },
    ];
    for (const sport of SPORTS as readonly Sport[]) {
      for (const request of requests) {
        const text = trainerReply('personalTrainer', sport, request, VOICE);
        expect(emptyDays(text), `${sport} ${JSON.stringify(request).slice(0, 80)}`).toEqual([]);
      }
    }
  });

  it('gives every day work for a short daily session of one young player, in Trainer mode', () => {
    const messages = [
      'Program for an 11 year old shortstop, 12 minutes every day',
      'my 8 year old wants to train 10 minutes a day',
      'I am 10 and have 15 minutes a day after school',
    ];
    for (const sport of SPORTS as readonly Sport[]) {
      for (const message of messages) {
        const { text } = answer({ mode: 'personalTrainer', sport, history: [], message });
        expect(emptyDays(text), `${sport}: ${message}`).toEqual([]);
        expect(text, `${sport}: ${message}`).not.toMatch(/\| # \| Start \|/);
      }
    }
  });
});
