import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { splitWhy } from '../../../../shared/why';
import { drillById } from '../knowledge/knowledge-base';
import { allChoices } from '../understand/choice-asked';
import { answer } from './builtin-coach';
import { TACTICAL_MAX_WORDS, wordCount } from './reply-text';

// A question asking the coach to choose gets one of the options it names, picked by the facts it
// states, never a definition of each. Each case: the sport, the question, the option expected, and
// the stated fact that decides it (null when no fact is given and the usual call stands).
const CHOICES: [Sport, string, string, string | null][] = [
  ['basketball', 'should we play zone or man, they can not shoot from outside', 'Zone', "they can't shoot"],
  ['basketball', '2-3 zone or man to man, two of our starters have four fouls', 'Zone', 'foul trouble'],
  ['basketball', 'switch or hedge on their pick and roll? our center is slow', 'Hedge', 'slow big'],
  ['basketball', 'do we switch or hedge ball screens, their big pops and shoots', 'Switch', 'their screener shoots'],
  ['basketball', "press or stay half court, we're down 9 with 3 minutes left", 'Press', "we're behind"],
  ['basketball', "should we press or not, we're up 12 and their guards are quick", 'Half-court', "we're ahead"],
  ['soccer', "zonal or man marking on corners, we're a short side", 'Zonal', "we're short"],
  [
    'soccer',
    'man or zonal at set pieces, they have one tall striker who wins everything',
    'Man-marking',
    'one aerial threat',
  ],
  ['soccer', "should we press high or sit back, we're 1-0 up with 10 minutes left", 'Sit back', "we're ahead"],
  [
    'soccer',
    'press them or sit in a low block? their keeper is shaky with the ball',
    'Press',
    'shaky on the ball at the back',
  ],
  ['soccer', 'should we press or sit back?', 'Press', null],
  ['soccer', "who do I bring on first, we're losing 2-1", 'Attacker on for a defender', 'chasing the game'],
  [
    'soccer',
    "which substitution should I make first, we're winning 1-0 and want to see it out",
    'Defender or holding midfielder on',
    'protecting a lead',
  ],
  [
    'soccer',
    'which change first, my winger is on a yellow card and tired',
    'Fresh legs like for like',
    'tired or booked player',
  ],
  ['soccer', 'what order for my five penalty takers?', 'Reliable taker first, best taker fifth', null],
  [
    'soccer',
    "penalty shootout order for my u12s, they're nervous",
    'Confident volunteers first',
    'young or nervous takers',
  ],
  ['tennis', 'should I come to the net or stay back, my opponent lobs well', 'Stay back', 'lobs or passes well'],
  ['tennis', 'net or baseline against a pusher?', 'Come in', 'a pusher'],
  ['tennis', "come in or stay at the baseline, he can't lob at all", 'Come in', 'weak lob or passing shot'],
  ['tennis', "serve or receive first, I'm always nervous at the start", 'Receive', 'nerves or cold start'],
  ['tennis', "crosscourt or down the line when I'm stretched wide", 'Crosscourt', 'under pressure'],
  [
    'tennis',
    "crosscourt or down the line off a short ball, he's out of position",
    'Down the line',
    'open court or short ball',
  ],
  ['tennis', 'should I serve and volley or stay back on grass?', 'Come in', 'a fast court'],
  ['football', 'should we blitz or play coverage, their qb is a rookie', 'Blitz', 'shaky QB'],
  ['football', "run or pass, we're down 10 with 4 minutes left", 'Pass', 'behind or two-minute'],
  ['football', "should we run it or throw it, it's pouring rain", 'Run', 'bad weather'],
  ['golf', "lay up or go for the green in two, water in front and I'm in the rough", 'Lay up', 'a bad lie'],
  ['golf', 'go for it or lay up, I need a birdie to tie and have a clean lie', 'Go for it', 'chasing'],
  ['golf', 'driver or iron off the tee, narrow fairway with water left', 'Iron or hybrid', 'trouble in driver range'],
  ['golf', 'narrow hole with OB right, driver or a hybrid off the tee?', 'Iron or hybrid', 'trouble in driver range'],
  ['golf', 'chip or putt, ball is in thick grass off the green', 'Chip', 'rough or wet grass'],
  ['baseball', 'bottom of the 9th, winning run on third, infield in or back?', 'Infield in', 'deciding run on third'],
  ['baseball', 'infield in or back with two outs and a runner on third', 'Infield back', 'two outs'],
];

describe('a question asking to choose', () => {
  it.each(CHOICES)('%s: %s', (sport, message, option, fact) => {
    const reply = answer({ mode: 'gameOnTheLine', sport, message, history: [] });
    const { answer: line, why } = splitWhy(reply.text);
    expect(line.trim().startsWith(`${option}:`)).toBe(true);
    expect(wordCount(line)).toBeLessThanOrEqual(TACTICAL_MAX_WORDS);
    if (fact) expect(why).toContain(fact);
    else expect(why).toContain('No deciding fact given');
  });

  it('leads a Strategic recommendation with the same choice', () => {
    const reply = answer({
      mode: 'comprehensiveCoach',
      sport: 'tennis',
      message: 'serve or receive first, I get nervous early in matches',
      history: [],
    });
    expect(reply.text).toMatch(/### Situation[\s\S]*### Options[\s\S]*### Recommendation\n\n\*\*Receive:/);
  });

  it('reads every choice of the content file, each option with its reason within a Tactical line', () => {
    const choices = allChoices();
    expect(new Set(choices.map(({ sport }) => sport)).size).toBe(6);
    for (const choice of choices)
      for (const option of choice.options)
        for (const { reason } of option.favoured)
          expect(wordCount(`${option.name}: ${reason}.`)).toBeLessThanOrEqual(TACTICAL_MAX_WORDS);
  });
});

// "Which defence should we play?" names no option: the Strategic answer sets the real alternatives
// side by side, recommends one for the facts stated and gives the drill in which our side practises
// it, never the other side's drill (a zone offence drill for a defence asked about).
const ASKED_OUTRIGHT: [Sport, string, string, string][] = [
  ['football', 'what coverage should we play against two deep threats?', 'Cover 2 or quarters', 'Zone Drop Drill'],
  ['basketball', 'which press should we run? their ball handlers are sloppy', 'Full-court man press', 'Zig-Zag Drill'],
  [
    'basketball',
    'what defence do we run against a team of slashers that cannot shoot at all?',
    'Zone',
    'Zone Defense Shell',
  ],
  [
    'football',
    'which defensive front should we use vs an air raid team that throws it around?',
    'Nickel (4-2-5)',
    'Pursuit Drill',
  ],
  [
    'soccer',
    'what formation should we play against a side with a big target man up top?',
    '3-5-2 (back three)',
    'Back Four Shape',
  ],
  ['baseball', 'where should our infield play with one out and a two-run lead?', 'Infield back', 'Double Play Feeds'],
];

describe('a choice asked outright in Strategic mode', () => {
  it.each(ASKED_OUTRIGHT)('%s: %s', (sport, message, option, drill) => {
    const { text } = answer({ mode: 'comprehensiveCoach', sport, message, history: [] });
    const options = text.split('### Options')[1]?.split('### Recommendation')[0] ?? '';
    expect(options.match(/^- \*\*/gm)?.length ?? 0).toBeGreaterThanOrEqual(2);
    expect(text).toContain(`### Recommendation\n\n**${option}:`);
    expect(text).toMatch(new RegExp(`### Drill to practise[^\\n]*\\n\\n\\*\\*${drill}\\*\\*`));
  });

  it('lists the alternatives and our drill around a call the coaching notes make', () => {
    const { text } = answer({
      mode: 'comprehensiveCoach',
      sport: 'basketball',
      message: 'should we go man or zone vs a team full of great shooters',
      history: [],
    });
    expect(text).toMatch(/### Options\n\n- \*\*Man-to-man\*\*[\s\S]*- \*\*Zone\*\*[\s\S]*### Recommendation/);
    expect(text).toContain('Read: they shoot well.');
    expect(text).toMatch(/### Drill to practise man-to-man\n\n\*\*Shell Drill\*\*/);
    expect(text).not.toContain('Zone Offense Drill');
  });

  it('names only drills of the sport for the options it gives one', () => {
    const drills = allChoices().flatMap((choice) =>
      choice.options.flatMap((option) => (option.drill ? [[choice.sport, option.drill] as const] : [])),
    );
    expect(drills.length).toBeGreaterThan(0);
    for (const [sport, id] of drills) expect(drillById(sport, id), `${sport}: ${id}`).toBeDefined();
  });
});

// Running our own concept is practised by our side's drill, not the one listed to show how the other
// side attacks it (a press break drill for our press, a hitter's take drill for our pitcher's slider).
describe('the drill for running our own concept', () => {
  it.each([
    ['basketball', 'explain the full-court press', 'Trap Rotation Drill', 'Press Break Drill'],
    ['baseball', 'teach me how to throw a slider', 'Pitch Tunnel Bullpen', 'Breaking Ball Take Drill'],
    ['basketball', 'how do we run backdoor cuts', 'Motion Offense Shell', 'Wing Denial Drill'],
  ] as [Sport, string, string, string][])('%s: %s', (sport, message, ours, theirs) => {
    const { text } = answer({ mode: 'comprehensiveCoach', sport, message, history: [] });
    const drill = text.split('### Drill')[1] ?? '';
    expect(drill).toContain(ours);
    expect(drill).not.toContain(theirs);
  });
});
