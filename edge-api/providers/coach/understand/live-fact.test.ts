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
