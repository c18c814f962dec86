import { describe, expect, it } from 'vitest';
import { SPORTS, type PersonalityMode, type Sport } from '../../../../shared/constants';
import { answer } from './builtin-coach';

function reply(sport: Sport, mode: PersonalityMode, message: string) {
  return answer({ sport, mode, message, history: [] });
}

const words = (text: string) => text.split(/\s+/).filter((word) => word.length > 0).length;

// Facts the coach cannot know, each with where its honest line must send the user.
const LIVE: readonly [Sport, string, RegExp][] = [
  ['football', 'whats the score of the bears game', /no live scores: check the NFL or NCAA app/],
  ['basketball', 'lakers score tonight??', /no live scores/],
  ['basketball', 'who is leading the east rn', /no live scores/],
  ['soccer', 'who is winning the derby right now', /no live scores: check the competition's official app/],
  ['golf', 'where is the cut line right now', /no live scores: check the PGA Tour, LPGA or DP World Tour app/],
  ['golf', 'whats the projected cut at the open', /no live scores/],
  ['baseball', 'whats judge batting this season', /no current stats: check the MLB app/],
  ['baseball', 'whats his batting average right now', /no current stats/],
  ['soccer', 'how many goals has haaland scored this season', /no current stats/],
  ['basketball', 'curry ppg this season?', /no current stats/],
  ['golf', 'what is scheffler averaging off the tee currently', /no current stats/],
  ['basketball', 'how much are knicks tickets', /no prices or tickets: check the club's or venue's ticket office/],
  ['golf', 'how much does a round at pebble beach cost', /course's booking page/],
  ['football', 'price of parking at the stadium?', /ticket office/],
  ['tennis', 'cheapest seats for the us open final', /ticket office/],
  ['golf', 'is it raining at augusta', /no weather data: check a weather service/],
  ['baseball', 'raining at the ballpark rn?', /weather service/],
  ['soccer', 'weather for saturdays match?', /weather service/],
  ['tennis', 'will it rain at wimbledon tomorrow', /weather service/],
  ['soccer', 'where are arsenal in the table', /no live standings/],
  ['soccer', 'whos top of the league', /no live standings/],
  ['baseball', 'standings in the al east', /no live standings: check the MLB app/],
  ['tennis', 'when does alcaraz play next', /no schedules or order of play: check the tournament's order-of-play page/],
  ['football', 'what time is kickoff', /official site/],
  ['basketball', 'what channel is the celtics game on', /official site/],
  ['baseball', 'who is pitching tonight for the yankees', /no live scores/],
  ['soccer', 'any transfer news on kane', /don't follow news or trades/],
  [
    'basketball',
    'what is the line on the lakers game tonight',
    /no betting odds, lines or spreads: check a licensed sportsbook/,
  ],
  ['football', 'whats the spread for sunday, chiefs or bills', /no betting odds/],
  ['baseball', 'what are the odds the yankees win tonight', /no betting odds/],
  ['football', 'who is favored by vegas this week', /licensed sportsbook/],
  ['golf', 'what time does scheffler tee off tomorrow', /no schedules, start or tee times/],
  ['golf', 'whats his tee time on sunday', /start or tee times/],
  ['soccer', 'when does the match start', /start or tee times/],
  [
    'football',
    'is mahomes out for the game tomorrow',
    /no injury reports or lineups: check the team's official site or app/,
  ],
  ['basketball', 'is lebron injured for tonight', /no injury reports/],
  ['tennis', 'who won wimbledon in 2021', /don't keep results: check the ATP or WTA app/],
  ['basketball', 'whats the line for the over tonite', /no betting odds/],
  ['football', 'u think the under hits?', /no betting odds/],
  ['golf', 'any tee times left for sunday morning', /tee times or green fees: check the course's booking page/],
  ['golf', 'can i still get a tee time tmrw', /course's booking page/],
  ['golf', 'is the golf course open after all that rain', /venue's status today: call it or check its site/],
  ['tennis', 'are the courts open rn', /venue's status/],
  ['baseball', 'whats the forecast for the doubleheader tmrw', /weather service/],
];

// An event on the day (its entries, its state, its lists), the wind at a venue, the table.
const EVENT_DAY: readonly [Sport, string, RegExp][] = [
  [
    'golf',
    'is the senior qualifier at Cedar Bluff full yet',
    /event's entries, spots or draw: check the event's official site/,
  ],
  ['tennis', 'are there any spots left in the club doubles tournament this weekend', /event's entries/],
  ['basketball', 'is the rivalry game sold out', /ticket office/],
  ['baseball', 'is the doubleheader rained out', /no schedules/],
  ['soccer', 'has the team sheet come out yet', /no injury reports or lineups: check the team's official site or app/],
  ['football', 'how windy is it at the field tonight', /weather service/],
  ['golf', "who's leading the rbc heritage", /no live scores/],
  ['golf', 'is the course cart-path only this afternoon', /venue's status today/],
  ['tennis', 'whats the order of play tomorrow at queens', /order-of-play page/],
  ['baseball', 'what time is first pitch tomorrow', /no schedules/],
  ['football', 'where do the Commanders stand in the NFC East', /no live standings/],
  ['basketball', "who's the favorite in the Bucks game", /licensed sportsbook/],
];

// Real coaching questions that happen to mention a player's form, the weather or a season.
const COACHING: readonly [Sport, string][] = [
  ['soccer', 'should we man mark him or play zonal?'],
  ['soccer', 'man mark their 10 or stay zonal'],
  ['soccer', 'their 9 has scored 20 goals this season, should we man mark him or play zonal?'],
  ['basketball', 'he is averaging 30 ppg this season, face guard him or box and 1?'],
  ['basketball', 'should we double their big or play him straight up'],
  ['football', 'how do we play in windy weather'],
  ['football', 'its raining today, how do we protect the ball'],
  ['golf', 'how early before my tee time should i warm up'],
  ['golf', 'how does the cut line work'],
  ['baseball', "what is a pitcher's era"],
  ['basketball', 'what is the cut in the flex offense'],
  ['tennis', 'he has been serving big all season, how do i return it'],
  ['golf', 'the course opens up after the turn, when do i hit driver'],
  ['basketball', 'how do we get an open look over their zone'],
  ['golf', 'how do I make the cut at our club championship'],
  ['golf', 'what is a cut line'],
  ['soccer', 'how do we set up against a side that is top of the league'],
  ['golf', 'how do I read the leaderboard to plan my last round'],
  ['football', 'who is leading the stretch before practice'],
];

describe('unknowable questions', () => {
  it.each(LIVE)('%s: "%s" gets one honest line with where to look', (sport, message, where) => {
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).toBe('unknowable');
      const first = text.split('\n')[0]!.replace(/^- /, '');
      expect(first, mode).toMatch(where);
      expect(words(first), mode).toBeLessThanOrEqual(15);
    }
  });

  it.each(EVENT_DAY)(
    '%s: "%s" is declined with where to look, in at most two short bullets in Tactical mode',
    (sport, message, where) => {
      for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
        const { text, understanding } = reply(sport, mode, message);
        expect(understanding?.intent, mode).toBe('unknowable');
        expect(text.split('\n')[0]!.replace(/^- /, ''), mode).toMatch(where);
      }
      const lines = reply(sport, 'gameOnTheLine', message).text.split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(2);
      for (const line of lines) expect(words(line.slice(2))).toBeLessThanOrEqual(15);
    },
  );

  // After the honest line, only what the coach can do with that same fact once given: never a menu.
  it.each(LIVE)('%s: "%s" in Tactical mode is at most two bullets of at most 15 words', (sport, message) => {
    const lines = reply(sport, 'gameOnTheLine', message).text.split('\n');
    expect(lines.length).toBeLessThanOrEqual(2);
    for (const line of lines) {
      if (lines.length > 1) expect(line).toMatch(/^- \S/);
      expect(words(line.replace(/^- /, ''))).toBeLessThanOrEqual(15);
    }
    for (const line of lines.slice(1)) expect(line).toMatch(/^- Tell me /);
  });

  it('offers what it can do instead: the call, once the user gives the score, the weather or the player', () => {
    expect(reply('football', 'gameOnTheLine', 'who is winning the packers game').text).toContain(
      "Tell me the score and time left, and I'll make the call.",
    );
    expect(reply('golf', 'comprehensiveCoach', 'is it windy at st andrews today').text).toContain(
      "Tell me the wind and conditions, and I'll adjust the call.",
    );
  });

  it('stays one short paragraph in Strategic mode, never a menu of topics', () => {
    const strategic = reply('basketball', 'comprehensiveCoach', 'how much are knicks tickets').text;
    const [honest, gap, instead, ...rest] = strategic.split('\n');
    expect(honest).toMatch(/^I have no prices or tickets: /);
    expect(gap).toBe('');
    expect(instead).toMatch(/^I can help with .+\.$/);
    expect(rest).toEqual([]);
  });

  it.each([
    ['golf', 'any tee times open at the muni saturday morning', /course's booking page/],
    ['golf', 'how much are green fees at the resort course', /course's booking page/],
    ['basketball', 'how much are tickets for the lakers game', /ticket office/],
  ] as const)('%s: "%s" is sent where that fact is kept', (sport, message, where) => {
    expect(reply(sport, 'comprehensiveCoach', message).text).toMatch(where);
  });

  it.each(COACHING)('%s: "%s" is coached, not refused for live data', (sport, message) => {
    for (const mode of ['gameOnTheLine', 'comprehensiveCoach'] as const) {
      const { text, understanding } = reply(sport, mode, message);
      expect(understanding?.intent, mode).not.toBe('unknowable');
      expect(text, mode).not.toMatch(/I have no (?:live|current|weather)|ticket office/);
    }
  });

  it('keeps every honest line to 15 words in every sport', () => {
    const kinds = [
      'who is winning',
      'who won the cup in 2019',
      'his stats this season',
      'the standings',
      'is it raining',
      'tickets',
      'what channel',
      'trade rumours',
    ];
    for (const sport of SPORTS) {
      for (const message of kinds) {
        const first = reply(sport, 'gameOnTheLine', message).text.split('\n')[0]!;
        expect(words(first.slice(2)), `${sport}: ${message}`).toBeLessThanOrEqual(15);
      }
    }
  });
});

// Coaching questions that share a word with a live fact ("odds", "line", "bet") stay coaching questions.
describe('a live fact is read from what is asked, not one word', () => {
  it.each([
    ['football', 'what are the odds of converting 4th and 2 if we go for it'],
    ['football', 'our offensive line keeps getting beat by their blitz this week'],
    ['basketball', 'should I bet on a zone defense against their shooters'],
    ['football', 'what is the line of scrimmage rule on a punt'],
  ] as const)('%s: "%s" is not declined as live data', (sport, message) => {
    const { text } = reply(sport, 'comprehensiveCoach', message);
    expect(text).not.toMatch(/I have no|I don't (?:follow|keep)/);
  });
});
