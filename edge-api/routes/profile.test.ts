import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/contract/common';
import { SendMessageResponseSchema } from '../../shared/contract/messages';
import { CoachProfileResponseSchema, type CoachProfile } from '../../shared/contract/profile';
import { chatMessage, fingerprint } from '../test/chat-fixtures';
import { buildTestApp, signUp, useTestDb, type TestApp } from '../test/test-app';

const PATH = '/api/user/coach-profile';
const YOUTH: CoachProfile = {
  role: 'coach',
  level: 'youth',
  ageGroup: 'U10',
  squadSize: 10,
  mainSport: 'soccer',
  seasonPhase: 'in-season',
  weightUnit: 'lb',
  distanceUnit: 'metres',
  bodyWeight: 176,
};
const PLAN = 'Give me a 60 minute practice plan';

async function storedProfile(t: TestApp, token: string) {
  const answer = await t.json(PATH, { token });
  expect(answer.status).toBe(200);
  return CoachProfileResponseSchema.parse(answer.body).profile;
}

async function replyTo(t: TestApp, body: Parameters<typeof chatMessage>[0], token?: string) {
  const answer = await t.json('/api/messages', { body: chatMessage(body), token });
  expect(answer.status).toBe(200);
  return SendMessageResponseSchema.parse(answer.body).aiMessage.content;
}

describe('the coach profile of a signed-in user', () => {
  const db = useTestDb();

  it('starts empty, is replaced whole by PUT and reads back as saved', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect(await storedProfile(t, token)).toEqual({});

    const saved = await t.json(PATH, { method: 'PUT', token, body: YOUTH });
    expect(saved.status).toBe(200);
    expect(CoachProfileResponseSchema.parse(saved.body).profile).toEqual(YOUTH);
    expect(await storedProfile(t, token)).toEqual(YOUTH);

    // A partial profile is valid, and clearing a field is sending null or leaving it out.
    const partial = { level: 'adult', squadSize: null } as const;
    expect((await t.json(PATH, { method: 'PUT', token, body: partial })).status).toBe(200);
    expect(await storedProfile(t, token)).toEqual(partial);
  });

  it('refuses visitors with 401 and stores nothing for them', async () => {
    const t = await buildTestApp(db.current);
    expect((await t.json(PATH)).status).toBe(401);
    const put = await t.json(PATH, { method: 'PUT', body: YOUTH });
    expect(put.status).toBe(401);
    expect(ErrorBodySchema.parse(put.body).message).toBeTruthy();
  });

  it.each([
    ['an unknown field', { ...YOUTH, shoeSize: 11 }],
    ['an unknown level', { level: 'toddler' }],
    ['an age group outside U6–U19', { ageGroup: 'U3' }],
    ['a squad of none', { squadSize: 0 }],
    ['a squad over the plan limit', { squadSize: 61 }],
    ['a fractional squad', { squadSize: 10.5 }],
    ['a body weight out of range', { bodyWeight: 5000 }],
    ['a weight as text', { bodyWeight: '80' }],
    ['an unknown unit', { weightUnit: 'stone' }],
    ['an unknown sport', { mainSport: 'curling' }],
    ['an array', [YOUTH]],
  ])('answers 400 with issues to %s and keeps the saved profile', async (_label, body) => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    await t.json(PATH, { method: 'PUT', token, body: YOUTH });
    const answer = await t.json(PATH, { method: 'PUT', token, body });
    expect(answer.status).toBe(400);
    expect(ErrorBodySchema.parse(answer.body).issues?.length).toBeGreaterThan(0);
    expect(await storedProfile(t, token)).toEqual(YOUTH);
  });
});

describe('the coach receives the profile', () => {
  const db = useTestDb();

  it("uses a signed-in user's saved profile, not one sent in the body", async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const before = await replyTo(t, { content: PLAN, personalityMode: 'comprehensiveCoach' }, token);
    expect(before).not.toContain('From your coach profile');

    await t.json(PATH, { method: 'PUT', token, body: YOUTH });
    const after = await replyTo(
      t,
      { content: PLAN, personalityMode: 'comprehensiveCoach', profile: { level: 'pro', squadSize: 30 } },
      token,
    );
    expect(after).toContain('> From your coach profile: level youth, 10 players.');
    expect(after).toContain('10 players · youth · 60 minutes');
  });

  it("uses a visitor's profile from the send body", async () => {
    const t = await buildTestApp(db.current);
    const browser = fingerprint();
    const plain = await replyTo(t, {
      content: PLAN,
      personalityMode: 'comprehensiveCoach',
      browserFingerprint: browser,
    });
    expect(plain).toContain('12 players · high-school · 60 minutes');

    const youth = await replyTo(t, {
      content: PLAN,
      personalityMode: 'comprehensiveCoach',
      browserFingerprint: browser,
      profile: { ageGroup: 'U9', squadSize: 8 },
    });
    expect(youth).toContain('8 players · youth · 60 minutes');
  });

  it('refuses a send whose profile is malformed, and stores no message', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const body = chatMessage({ content: PLAN });
    const answer = await t.json('/api/messages', {
      token,
      body: { ...body, profile: { level: 'youth', squadSize: -1 } },
    });
    expect(answer.status).toBe(400);
    expect((await t.json(`/api/messages/${body.sessionId}`, { token })).body).toEqual([]);
  });
});
