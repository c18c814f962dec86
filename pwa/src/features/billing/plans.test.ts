import { describe, expect, it } from 'vitest';
import { PLAN_CARDS } from './plans';

const card = (plan: string) => PLAN_CARDS.find((content) => content.plan === plan)!;

describe('plan cards', () => {
  it('each plan lists how many games its game log keeps, beside its message limit', () => {
    expect(card('free').included).toEqual(expect.arrayContaining(['15 messages a month', '3 games in the game log']));
    expect(card('plus').included).toEqual(
      expect.arrayContaining(['150 messages a month', '100 games in the game log']),
    );
    expect(card('premium').included).toEqual(
      expect.arrayContaining(['Unlimited messages', 'Unlimited games in the game log']),
    );
  });
});
