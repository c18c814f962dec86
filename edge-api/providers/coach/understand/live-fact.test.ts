import { describe, expect, it } from 'vitest';
import { liveFactIn, venueAspect } from './live-fact';
import { withDigits } from './number-text';

const read = (message: string) => liveFactIn(withDigits(message.toLowerCase()));

// The places a player goes to play, asked about on the day: open, busy, the wait, the hours, the price.
const PLACE_ASKED: readonly string[] = [
  'are the grass courts at the club open for the season yet',
  'is the indoor rink usually packed on friday nights',
  'how busy do the batting cages get after school',
  'how long is the line for the cages on saturdays',
  'what time does the sports complex close tonight',
  'when do the turf fields at the high school open',
  'are there any courts free at the park this evening',
  'what does the dome charge per hour for a half field',
  'how much is a bucket of balls at the range',
  'how much does it cost to rent a court at the tennis center',
  'is the putting green at the muni playable after the frost',
  'how are the fairways playing this weekend',
  'can we book a pitch at the leisure centre tomorrow',
  'what are the hours at the ymca gym',
];

// A team's games, a player's season and the table: asked, never coached.
const SEASON_ASKED: readonly string[] = [
  'who do the rangers play next',
  "what's the celtics schedule this week",
  'when is the jets next game',
];

// Coaching questions that share a word with a place's hours or state.
const COACHING: readonly string[] = [
  'how do i hit into the open court after a wide serve',
  'should my stance be open for a fade',
  'how do we find the open man against a zone',
  'how long should i wait on a changeup',
  'our field is small, should we play narrow',
  'how do we keep the passing lanes closed',
  'is the driving lane open when they switch',
  'how do i practise at a busy range with only one bucket',
];

describe('a place to play asked about on the day', () => {
  it.each(PLACE_ASKED)('"%s" asks a venue fact outright', (message) => {
    expect(read(message)).toMatchObject({ kind: 'venue', asked: true });
  });

  it.each(SEASON_ASKED)('"%s" asks a schedule outright', (message) => {
    expect(read(message)).toMatchObject({ kind: 'schedule', asked: true });
  });

  it.each(COACHING)('"%s" asks no live fact', (message) => {
    expect(read(message)?.asked ?? false).toBe(false);
  });

  it('tells what of the place is asked, so the honest line names it', () => {
    expect(venueAspect('how much is a bucket of balls at the range')).toBe('prices');
    expect(venueAspect('how long is the line for the cages on saturdays')).toBe('hours');
    expect(venueAspect('is the rink crowded tonight')).toBe('hours');
    expect(venueAspect('are the clay courts open yet')).toBe('status');
  });
});

// An event, a field or a leaderboard asked about on the day, each with the kind of fact it is.
const EVENT_ASKED: readonly [string, string][] = [
  ['is the junior qualifier at maple run full yet', 'entries'],
  ['how many spots are left in the spring scramble', 'entries'],
  ['is sign-up for the winter league still open', 'entries'],
  ['are the pairings out for the final round', 'entries'],
  ["what's the entry deadline for the county amateur", 'entries'],
  ['is the homecoming game sold out', 'tickets'],
  ['is the early game snowed out', 'schedule'],
  ['is the cup tie still on with all this snow', 'schedule'],
  ['whats the order of play today', 'schedule'],
  ['what time is first pitch for the cubs', 'schedule'],
  ['when does the padres lineup come out', 'injuries'],
  ['is the course cart-path only this morning', 'venue'],
  ['are the greens quick today at the muni', 'venue'],
  ["what's the wind doing at the ballpark", 'weather'],
  ['how windy is it at the links right now', 'weather'],
  ["who's leading the memorial", 'score'],
  ['did fowler miss the cut', 'score'],
  ['who made the cut', 'score'],
  ['what are the wta rankings this week', 'standings'],
  ['who is top of the east', 'standings'],
  ['where do the ravens sit in the afc north', 'standings'],
  ["what's the over under on the knicks game", 'odds'],
  ["who's the underdog tonight", 'odds'],
];

// The same, asked of a name as typed: its capitals say it is a team or a player.
const NAMED_ASKED: readonly [string, string][] = [
  ['What are the odds on the Steelers', 'odds'],
  ['did Medvedev win his match today', 'result'],
  ["what's the Orioles lineup", 'injuries'],
];

// Coaching questions that use the words of the cut, the leaderboard or the table for our own game.
const EVENT_WORDS_COACHED: readonly string[] = [
  'how do i make the cut at our member guest',
  'what is a cut line',
  'how do we play a side that is top of the league',
  'how do i use the leaderboard to plan my last nine holes',
  'should we watch the leaderboard or play our own game',
];

describe('an event, a field or a leaderboard asked about on the day', () => {
  it.each(EVENT_ASKED)('"%s" asks a fact of kind %s', (message, kind) => {
    expect(read(message)).toMatchObject({ kind, asked: true });
  });

  it.each(NAMED_ASKED)('"%s" asks a fact of kind %s', (message, kind) => {
    expect(liveFactIn(message)).toMatchObject({ kind, asked: true });
  });

  it.each(EVENT_WORDS_COACHED)('"%s" asks no live fact', (message) => {
    expect(read(message)).toBeNull();
  });
});

// A price, the weather or a date is the kind of question, whatever it is asked of.
describe('the kind of question asked: a price, a forecast, a date', () => {
  it.each([
    ['whats the going rate for a private hitting coach', 'prices'],
    ['how much does a good racquet restring cost', 'prices'],
    ["what's a reasonable fee for a goalkeeper coach per session", 'prices'],
    ['how much would it cost to regrip all my irons', 'prices'],
    ['what does a decent pitching machine run you', 'prices'],
    ['is $80 an hour for tennis lessons too much?', 'prices'],
    ['are we getting rained out saturday?', 'weather'],
    ['will the tournament get washed out tomorrow', 'weather'],
    ["what's the chance of rain for friday's game", 'weather'],
    ["do you think we'll get snowed out this weekend", 'weather'],
    ['is it going to pour on game day', 'weather'],
    ['when is the draft this year', 'schedule'],
    ['when is the season opener', 'schedule'],
    ['when is opening day', 'schedule'],
    ["when's the draft combine this year", 'schedule'],
  ] as const)('"%s" asks %s', (message, kind) => {
    expect(read(message)).toEqual({ kind, asked: true });
  });

  it('the same words asked of play are coaching: a cost in win probability, a success rate, rain that is past', () => {
    expect(read('how much does a good racquet restring cost')).toEqual({ kind: 'prices', asked: true });
    for (const message of [
      'what does a turnover cost us in win probability',
      'how much does it cost us to foul up 3',
      "what's a good success rate for stolen bases",
      'it rained out our last practice so we missed a week, what drills should we do indoors',
      'when is the best time to go for two',
      'when does a runner have to tag up',
      'if it rains saturday should we practise inside',
      'how much does the wind affect a 7 iron',
    ])
      expect(read(message), message).toBeNull();
  });
});
