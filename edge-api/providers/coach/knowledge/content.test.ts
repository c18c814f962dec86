import { describe, expect, it } from 'vitest';
import { QUIZ_OPTION_LETTERS, SPORTS } from '../../../../shared/constants';
import { SHORT_MAX_WORDS } from './content-schema';
import { knowledgeOf } from './knowledge-base';

const MIN_CONCEPTS = 80;
const MIN_DRILLS = 40;
const MIN_TIPS = 15;
const MIN_QUIZ_QUESTIONS = 40;
const MIN_FAULTS = 25;
// Faults span the sport's main skills, not one of them.
const MIN_FAULT_SKILLS = 5;
// Practice plans open with a warm-up, close with a game and cool down after it.
const MIN_DRILLS_BY_PHASE = { 'warm-up': 3, 'cool-down': 2, game: 4 } as const;

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word.length > 0);
}

// knowledgeOf parses every file of the sport with its schema and throws, naming the file, on the
// first that does not match; the tests below check what one file cannot see on its own.
describe.each(SPORTS)('%s content', (sport) => {
  it('parses every file with its schema', () => {
    expect(() => knowledgeOf(sport)).not.toThrow();
  });

  it(`has at least ${MIN_CONCEPTS} concepts, ${MIN_DRILLS} drills, ${MIN_TIPS} tips and ${MIN_QUIZ_QUESTIONS} quiz questions`, () => {
    const { concepts, drills, tips, quiz } = knowledgeOf(sport);
    expect(concepts.length).toBeGreaterThanOrEqual(MIN_CONCEPTS);
    expect(drills.length).toBeGreaterThanOrEqual(MIN_DRILLS);
    expect(tips.length).toBeGreaterThanOrEqual(MIN_TIPS);
    expect(quiz.length).toBeGreaterThanOrEqual(MIN_QUIZ_QUESTIONS);
  });

  it('has enough warm-up, cool-down and game drills to open and close a practice', () => {
    const { drills } = knowledgeOf(sport);
    for (const [phase, minimum] of Object.entries(MIN_DRILLS_BY_PHASE)) {
      expect(drills.filter((drill) => drill.phase === phase).length, phase).toBeGreaterThanOrEqual(minimum);
    }
  });

  it('has youth drills', () => {
    expect(knowledgeOf(sport).drills.some((drill) => drill.levels.includes('youth'))).toBe(true);
  });

  it('uses ids unique across concepts, drills and tips', () => {
    const { concepts, drills, tips } = knowledgeOf(sport);
    const ids = [...concepts, ...drills, ...tips].map((entry) => entry.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('marks every drill played on a full court, in a bunker or off a mound as needing it', () => {
    // A plan leaves out drills needing what the group lacks only if the drill says what it needs.
    const signs: [RegExp, string][] = [
      [/\bfull[- ]court\b/, 'full-court'],
      [/\bbunker\b/, 'bunker'],
      [/\bmound\b/, 'mound'],
    ];
    for (const drill of knowledgeOf(sport).drills) {
      const said = [...drill.equipment, ...drill.skills].join(' ').toLowerCase();
      for (const [sign, facility] of signs) {
        if (sign.test(said)) expect(drill.needs ?? [], drill.id).toContain(facility);
      }
    }
  });

  it('links every concept only to drills that exist', () => {
    const { concepts, drills } = knowledgeOf(sport);
    const drillIds = new Set(drills.map((drill) => drill.id));
    const broken = concepts.flatMap((concept) =>
      concept.drillIds.filter((id) => !drillIds.has(id)).map((id) => `${concept.id} → ${id}`),
    );
    expect(broken).toEqual([]);
  });

  it(`keeps every short answer to at most ${SHORT_MAX_WORDS} words, naming its title or a keyword`, () => {
    const { concepts, drills, tips } = knowledgeOf(sport);
    for (const entry of [...concepts, ...drills, ...tips]) {
      expect(words(entry.short).length, entry.id).toBeLessThanOrEqual(SHORT_MAX_WORDS);
      const short = entry.short.toLowerCase();
      const named = [entry.title, ...entry.keywords].some((term) => short.includes(term.toLowerCase()));
      expect(named, entry.id).toBe(true);
    }
  });

  it(`has at least ${MIN_FAULTS} technique faults across at least ${MIN_FAULT_SKILLS} skills, with unique ids`, () => {
    const { faults } = knowledgeOf(sport);
    expect(faults.length).toBeGreaterThanOrEqual(MIN_FAULTS);
    expect(new Set(faults.map((fault) => fault.skill)).size).toBeGreaterThanOrEqual(MIN_FAULT_SKILLS);
    const ids = faults.map((fault) => fault.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('links every fault only to drills that exist', () => {
    const { faults, drills } = knowledgeOf(sport);
    const drillIds = new Set(drills.map((drill) => drill.id));
    const broken = faults.flatMap((fault) =>
      fault.drill.drillId && !drillIds.has(fault.drill.drillId) ? [`${fault.id} → ${fault.drill.drillId}`] : [],
    );
    expect(broken).toEqual([]);
  });

  it('makes every fault safety line say to stop or what to do instead', () => {
    for (const fault of knowledgeOf(sport).faults) {
      if (fault.safety) expect(fault.safety, fault.id).toMatch(/\b(?:stop|see a|teach|keep|follow)\b/i);
    }
  });

  it('balances the correct quiz letters, each at least 20% of the questions', () => {
    const { quiz } = knowledgeOf(sport);
    for (const letter of QUIZ_OPTION_LETTERS) {
      const share = quiz.filter((question) => question.correct === letter).length / quiz.length;
      expect(share, letter).toBeGreaterThanOrEqual(0.2);
    }
  });

  it('has no duplicate quiz questions', () => {
    const texts = knowledgeOf(sport).quiz.map((question) => question.question);
    expect(new Set(texts).size).toBe(texts.length);
  });
});
