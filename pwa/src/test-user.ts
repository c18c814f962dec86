import type { User } from '../../shared/contract/auth';

/** A signed-in free user as the API returns it, for component and machine tests. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'coach@example.com',
    username: 'coach',
    name: null,
    subscriptionStatus: 'free',
    subscriptionExpiry: null,
    subscriptionDetails: null,
    messageCount: 0,
    messageLimit: 15,
    quizPoints: 0,
    quizQuestionsAnswered: 0,
    quizQuestionStreak: 0,
    level: 1,
    achievements: [],
    createdAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
