import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { SPORTS } from '../../../../shared/constants';
import { drillById, knowledgeOf } from '../knowledge/knowledge-base';
import { answer } from './builtin-coach';

const strategic = (sport: Sport, message: string) =>
  answer({ mode: 'comprehensiveCoach', sport, message, history: [], now: new Date('2026-05-01T12:00:00Z') });

// A "how do we stop / beat it" question is answered by the plan written against that problem, not by
// a neighbouring entry sharing one of its words.
describe('a counter question is answered by the plan against its problem', () => {
  const cases: [Sport, string, string][] = [
    [
      'baseball',
      'every time their quickest kid gets on he steals second, how do we shut that down',
      'Stopping the Running Game',
    ],
    ['baseball', 'how can we keep their runners from stealing bases on us all game', 'Stopping the Running Game'],
    [
      'soccer',
      'their forward is quicker than our centre-backs and they keep playing balls in behind our high line',
      'Defending Balls Over the Top',
    ],
    [
      'soccer',
      'whenever we try to play out from the back the other team presses us high, what do we do',
      'Playing Out Against a High Press',
    ],
    [
      'soccer',
      'we keep getting caught on the break after our own corners, how do we fix that',
      'Rest Defence at Our Corners',
    ],
    [
      'basketball',
      'their point guard is a shooter and they run a high ball screen every possession, how do we guard it in man',
      'Defending High Ball Screens',
    ],
    ['football', 'how do we stop their fly sweep and the counter that comes back the other way', 'Defending Jet Sweep'],
    [
      'football',
      'they kill us with the bubble screen and the tunnel screen, how do we defend that',
      'Defending Screens',
    ],
    ['football', 'how does our offense attack a 3-3-3 stack defense', 'Beating a 3-3-3 Stack'],
    [
      'tennis',
      'a left-handed opponent keeps slicing his serve wide to my backhand on the ad side, how do I return it',
      'Returning a Lefty Slice Serve',
    ],
    ['golf', 'my match play opponent outdrives me by 40 yards, how do I beat him', 'Beating a Longer Hitter'],
  ];
  it.each(cases)('%s: %s', (sport, message, title) => {
    const reply = strategic(sport, message).text;
    expect(reply).toContain(title);
  });

  it('gives options, a recommendation and a drill in a strategic reply', () => {
    for (const [sport, message] of cases) {
      const reply = strategic(sport, message).text;
      expect(reply, message).toMatch(/### Options/);
      expect(reply, message).toMatch(/### Recommendation/);
      expect(reply, message).toMatch(/### Drill/);
    }
  });
});

describe('the drill in a counter reply trains our side', () => {
  it('never gives a defensive back drill to an offense beating a coverage', () => {
    const reply = strategic('football', 'how does our offense beat cover 1 man coverage').text;
    expect(reply).toMatch(/### Drill/);
    expect(reply).not.toMatch(/Backpedal/i);
  });

  it('gives every counter plan a drill listed by no concept of the other side only', () => {
    for (const sport of SPORTS) {
      const { concepts } = knowledgeOf(sport);
      for (const plan of concepts.filter((concept) => concept.counters !== undefined)) {
        if (plan.side === 'neutral') continue;
        const other = plan.side === 'offense' ? 'defense' : 'offense';
        for (const id of plan.drillIds) {
          expect(drillById(sport, id), `${sport}/${id}`).toBeDefined();
          const listers = concepts.filter((concept) => concept.drillIds.includes(id) && concept.side !== 'neutral');
          expect(
            listers.some((concept) => concept.side !== other),
            `${plan.id}: ${id}`,
          ).toBe(true);
        }
      }
    }
  });

  it('has several counter plans in every sport', () => {
    for (const sport of SPORTS) {
      expect(
        knowledgeOf(sport).concepts.filter((concept) => concept.counters !== undefined).length,
        sport,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('a counter plan is a topic only when the message names its problem', () => {
  it('leaves our own press to the pressing concept', () => {
    const topics = strategic('soccer', 'should we press them high?').understanding?.topics ?? [];
    expect(topics.map((hit) => hit.entry.id)).not.toContain('playing-out-against-a-high-press');
  });

  it('keeps a plan that shares only single words out of a question about something else', () => {
    const reply = strategic('basketball', 'their big keeps sitting in the paint instead of guarding the screen').text;
    expect(reply).not.toContain('Defending High Ball Screens');
  });
});
