import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GameDecision } from '../../../../shared/contract/games';
import { GameReview } from './game-review';

const AT = '2026-09-12T19:30:00.000Z';

function decision(id: string): GameDecision {
  return {
    id: id.padEnd(21, 'x'),
    engine: 'two_point_decision',
    inputs: { marginAfterTouchdown: -2, secondsLeft: 200 },
    call: 'Go for two',
    line: 'Go for two',
    choice: null,
    outcome: null,
    note: '',
    period: 4,
    clock: 200,
    ourScore: 14,
    theirScore: 16,
    at: AT,
  };
}

const game = (decisions: GameDecision[]) => ({
  opponent: 'Riverside',
  playedOn: '2026-09-12',
  level: 'high-school' as const,
  quarterMinutes: 12,
  events: [],
  decisions,
});

describe("a game's review", () => {
  it('counts one decision in the singular and more in the plural', () => {
    const { unmount } = render(<GameReview game={game([decision('a')])} />);
    expect(screen.getByTestId('review-summary')).toHaveTextContent(/^1 decision logged ·/);
    unmount();
    render(<GameReview game={game([decision('a'), decision('b')])} />);
    expect(screen.getByTestId('review-summary')).toHaveTextContent(/^2 decisions logged ·/);
  });
});
