import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { DECISION_LINE_MAX_WORDS } from '../../../../shared/engines/decision-line';
import { splitWhy } from '../../../../shared/why';
import { answer } from './builtin-coach';
import { TACTICAL_BULLET_MAX_WORDS } from './situation-reply';

// Decisions asked on the sideline, engine-answered and committed calls, in every sport.
const DECISIONS: [Sport, string][] = [
  ['football', 'fourth and 3 at their 38, down 4, 6:10 to go in the 4th, go or kick?'],
  ['football', 'TD just now, we trail by 9 before the try with 7 minutes left, 1 or 2?'],
  ['football', '25 mph headwind, 4th and 4 on their 30, 47 yard kick or go for it?'],
  ['football', 'leading by 6, 4th down at our own 1, 12 seconds left, take a safety?'],
  ['football', 'will they go for two? they scored and are behind by 5 with 4 minutes left'],
  ['basketball', 'down 3, 14 seconds left, our ball, two or three?'],
  ['basketball', 'up 3, 9 seconds, their ball, foul or defend?'],
  ['baseball', '2-0 count, runner on first, nobody out, tied in the 6th, steal?'],
  ['baseball', 'runner on 3rd, 1 out, down 1 in the 9th, squeeze or swing?'],
  ['soccer', 'level at 1-1 with 15 minutes left, playing 10 v 11, what shape?'],
  ['soccer', 'up 2-1, 8 minutes to go, sit deep or keep pressing?'],
  ['golf', 'my 5-iron carries 190, 200 to the pin into a 10 mph wind, which club?'],
  ['golf', '230 to carry the water, my driver goes 250 and 3-wood 225, go for it or lay up?'],
  ['tennis', 'break point against me at 4-4 in the 3rd, second serve, what serve?'],
  ['tennis', 'returning at 30-40, 5-4 in the first set, how big is this point?'],
];

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
// The panel link is a button in the app; its address is no reading.
const withoutLinks = (text: string) => text.replace(/\]\([^)]*\)/g, ']');

describe('a Tactical decision reads at a glance', () => {
  it.each(DECISIONS)('%s: "%s"', (sport, message) => {
    const { text } = answer({ mode: 'gameOnTheLine', sport, message, history: [] });
    const { answer: call, why } = splitWhy(text);
    expect(call.split('\n')).toHaveLength(1);
    expect(words(call)).toBeLessThanOrEqual(DECISION_LINE_MAX_WORDS + 2);
    // Behind the call, two short bullets (the figure, the facts read), then one line for what the
    // model could not see and the panel: never the model's sources as a paragraph.
    const lines = (why ?? '').split('\n');
    const bullets = lines.filter((line) => line.startsWith('- '));
    expect(bullets.length).toBeGreaterThanOrEqual(1);
    expect(bullets.length).toBeLessThanOrEqual(2);
    expect(words(bullets[0]!.slice(2))).toBeLessThanOrEqual(TACTICAL_BULLET_MAX_WORDS);
    // A percentage in the figure says what it is a chance of: "to win", "of the time", "success".
    for (const share of bullets[0]!.match(/\d+(?:\.\d+)?%[^,;.]*/g) ?? [])
      expect(`${share} ${bullets[0]}`).toMatch(/win|time|success|scor|draw|lose|loss|point|game|set|convert|carry/);
    expect(lines.filter((line) => line.trim().length > 0 && !line.startsWith('- ')).length).toBeLessThanOrEqual(1);
    expect(withoutLinks(text).length).toBeLessThanOrEqual(620);
  });
});
