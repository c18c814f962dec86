import { describe, expect, it } from 'vitest';
import type { Sport } from '../../../../shared/constants';
import { topicsOf } from './understand-message';

const ids = (sport: Sport, message: string) => topicsOf(sport, message).map((hit) => hit.entry.id);

// In a longer message the topic is the entry covering most of what is asked, not one shared word.
describe('the topic is chosen by what is asked, not by one word', () => {
  it('reads football\'s "safety" as the position when the message is about coverage', () => {
    const topics = ids('football', 'their safety keeps rolling down late into the box, how do we attack that');
    expect(topics).not.toContain('safety-scoring-play');
  });

  it('prefers the entry covering several words to one sharing a single word', () => {
    const [first] = ids(
      'basketball',
      'their guard floats to the middle on help defense and we cannot find the corner shooter',
    );
    expect(first).toBe('help-defense');
    expect(ids('basketball', 'their center keeps setting screens to free their shooter, how do we guard it?')[0]).toBe(
      'setting-screens',
    );
  });

  it('drops an entry named only by a word of several senses when a better one covers the message', () => {
    const topics = ids('basketball', 'their big keeps sitting in the paint instead of guarding the screen');
    expect(topics[0]).toBe('drop-coverage');
    expect(topics).not.toContain('setting-screens');
  });

  it("keeps a short message's one word as its topic", () => {
    expect(ids('football', 'cover 2?')[0]).toBe('cover-2');
    expect(ids('soccer', 'high press')[0]).toBe('high-press');
  });
});
