import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import type { PersonalityMode } from '../../../../shared/constants';
import { answer } from './builtin-coach';

function ask(sport: Sport, message: string, mode: PersonalityMode = 'gameOnTheLine') {
  const reply = answer({ mode, sport, message, history: [] });
  return { intent: reply.understanding?.intent, text: reply.text };
}

// A model's figures (the clock, a point's importance, a bunt's odds) answer the decision the model is
// built for; a game state stated around a fault of ours or their edge over us asks for the fix or the
// counter, with the numbers only setting the scene.
// A decision named beside the problem keeps its model's call: each case says both.
describe('a problem in play told with the game state', () => {
  it("their lineman beating ours gets the counter, not a clock call; asked 'do we go for it', the fourth-down call", () => {
    const { text } = ask(
      'football',
      'up 7 early in the 2nd, their defensive end is eating our left tackle alive, what do we do',
    );
    // Our protection against their rusher, a call of its own: never the clock or a fourth-down model.
    expect(text).not.toMatch(/decision panel|clock|engine=/i);
    expect(text).toMatch(/double|screen|draw|trap|slide the protection|chip/i);
    const decided = ask(
      'football',
      '4th and 1 at midfield, up 3, their nose keeps blowing up our sneaks, do we go for it',
    );
    expect(decided.intent).toBe('situation');
    expect(decided.text).toContain('engine=fourth_down_decision');
  });

  it("their nose tackle beating our center, asked 'what now', gets the plan against their lineman, not tackling", () => {
    const { intent, text } = ask(
      'football',
      'up 10 in the 4th, their nose tackle keeps walking our center back into the quarterback, what now',
    );
    expect(intent).toBe('counter');
    expect(text).toMatch(/^- Up 10: /);
    expect(text).toMatch(/double-team/i);
    expect(text).not.toMatch(/ball carrier|wrap/i);
  });

  it('their guard beating ours off the dribble gets the plan against penetration, opened by the numbers; asked whether to foul, the foul call', () => {
    const { intent, text } = ask(
      'basketball',
      'up 2 with 5 minutes left, their point guard keeps blowing by our guards off the dribble, what do we do',
    );
    expect(intent).toBe('counter');
    expect(text).toMatch(/^- Up 2, 5:00 left: /);
    expect(text).toMatch(/help|gap|drive/i);
    const decided = ask('basketball', 'up 3 with 10 seconds left, their shooter keeps hitting from deep, do we foul');
    expect(decided.text).toContain('engine=foul_up_three');
  });

  it('a serve fault at a game score gets the fault fixed; their habit told with no question, or an option offered, keeps the call', () => {
    const { intent, text } = ask('tennis', 'serving at 3-4 in the first set and my toss keeps drifting behind me');
    expect(intent).toBe('fix');
    expect(text).toMatch(/likely cause/i);
    expect(text).not.toMatch(/decision panel|to win the point/i);
    expect(ask('tennis', 'at 5-5 in the third, 30-40 on her serve, she keeps attacking my forehand').intent).toBe(
      'situation',
    );
    // An option offered is a decision asked, which the serve model weighs.
    const offered = ask(
      'tennis',
      '5-4 in the third on my serve, deuce, I keep double faulting, should I hit a second serve on my first',
    );
    expect(offered.text).toContain('engine=serve_choice');
  });

  it('a fault told on the course gets its fix, led by what was read in either mode', () => {
    const message = 'even par through 6, I keep chunking my wedges from the fairway, what should I do';
    const { intent, text } = ask('golf', message);
    expect(intent).toBe('fix');
    expect(text).toMatch(/^- From the fairway, likely cause: /);
    expect(ask('golf', message, 'comprehensiveCoach').text).toMatch(/^Read: from the fairway\.\n\n/);
  });

  it("our pitcher's habit is a fault to fix, not a bunt-or-swing call", () => {
    const { intent, text } = ask(
      'baseball',
      'down 2 in the 5th, our pitcher keeps leaving his curveball up, what do we do',
    );
    expect(intent).toBe('fix');
    expect(text).not.toMatch(/swing away|bunt|decision panel/i);
  });

  it("'sit deeper' asks the game-state decision, whatever they keep doing", () => {
    const { text } = ask('soccer', '1-0 up with 10 minutes left, they keep pumping long balls at us, do we sit deeper');
    expect(text).toContain('engine=game_state_plan');
  });
});
