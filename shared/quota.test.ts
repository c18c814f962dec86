import { describe, expect, it } from 'vitest';
import { limitPrecheckCopy, limitReachedCopy } from './quota';

describe('the client pre-check at the limit', () => {
  it('titles a Plus account at its limit "Message limit reached" with the Plus body', () => {
    expect(limitPrecheckCopy('plus')).toEqual({
      title: 'Message limit reached',
      description:
        "You've reached the Plus tier limit of 150 messages this month. Upgrade to Premium for unlimited access.",
    });
  });

  it('titles a free account at its limit "Message limit reached" with the free body', () => {
    expect(limitPrecheckCopy('free')).toEqual({
      title: 'Message limit reached',
      description: "You've reached the free tier limit of 15 messages. Subscribe to Plus or Premium for more messages.",
    });
  });

  it('keeps the visitor copy, and leaves the server refusal titled by plan', () => {
    expect(limitPrecheckCopy('anonymous').title).toBe('Anonymous limit reached');
    expect(limitReachedCopy('plus').title).toBe('Plus tier limit reached');
  });
});
