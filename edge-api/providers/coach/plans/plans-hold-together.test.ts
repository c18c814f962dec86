import { describe, expect, it } from 'vitest';
import { SPORTS, type Sport } from '../../../../shared/constants';
import { knowledgeOf } from '../knowledge/knowledge-base';
import { buildPracticePlan } from './practice-plan';
import { seeded } from './plan-test-kit';

const FOCUSES: Record<Sport, string[]> = {
  football: ['route running', 'coverage', 'ball security', 'tackling'],
  basketball: ['shooting', 'passing', 'rebounding', 'dribbling'],
  baseball: ['fielding', 'hitting', 'throwing', 'baserunning'],
  soccer: ['passing', 'first touch', 'finishing', 'dribbling'],
  golf: ['putting', 'short game', 'irons', 'driving'],
  tennis: ['forehand', 'serve', 'volley', 'backhand'],
};

/** The longest block an age allows: young players' attention goes after about ten minutes. */
const capFor = (age: number) => (age <= 7 ? 10 : age <= 10 ? 15 : age <= 12 ? 20 : Number.POSITIVE_INFINITY);

describe.each(SPORTS)('every %s plan holds together', (sport) => {
  it.each([5, 17, 23])('adds up, keeps blocks short for the age and puts the focus first (seed %i)', (seed) => {
    const next = seeded(seed);
    const drills = knowledgeOf(sport).drills;
    for (let brief = 0; brief < 40; brief += 1) {
      const age = 6 + Math.floor(next() * 12);
      // Up to two hours: even a long practice keeps every block within the age's span.
      const minutes = 30 + 5 * Math.floor(next() * 19);
      const focus = FOCUSES[sport][Math.floor(next() * 4)] as string;
      const players = sport === 'golf' ? 1 + Math.floor(next() * 8) : 8 + Math.floor(next() * 17);
      const plan = buildPracticePlan({
        sport,
        minutes,
        players,
        level: age <= 12 ? 'youth' : 'high-school',
        age,
        focus: [focus],
        drills,
      });
      const said = JSON.stringify({ age, minutes, focus, players });
      expect(
        plan.blocks.reduce((sum, block) => sum + block.minutes, 0),
        said,
      ).toBe(minutes);
      for (const block of plan.blocks)
        expect(block.minutes, `${said} ${block.activity}`).toBeLessThanOrEqual(capFor(age));
      const firstWork = plan.blocks.find((block) => block.phase === 'technical' || block.phase === 'tactical');
      const firstDrill = drills.find((drill) => drill.id === firstWork?.drillId);
      // A focus with no drill the age can run is said in the notes, and the simpler step leads instead.
      const explained = plan.notes.some((note) => /No drill in the library matched|Too advanced for/.test(note));
      if (firstDrill && !explained) {
        const named = [...firstDrill.skills, ...firstDrill.keywords, firstDrill.title].join(' ').toLowerCase();
        const stem = (focus.split(' ')[0] ?? '').replace(/ing$/, '').slice(0, 4);
        expect(named, `${said} ${firstWork?.activity}`).toContain(stem);
      }
    }
  });
});
