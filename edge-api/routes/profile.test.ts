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
const TEAM: CoachProfile = {
  level: 'high-school',
  team: {
    football: { level: 'high-school', kickerRange: 45, extraPointRate: 0.9, twoPointRate: 0.5 },
    basketball: { rules: 'fiba', threePointRate: 0.33, freeThrowRate: 0.7 },
    baseball: { pitchers: [{ name: 'Sam', age: 12 }] },
    golf: { level: 'scratch', carries: { '7-iron': 165, Driver: 260 } },
  },
};

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

  it('keeps the team settings with the profile, and clears them when they are left out', async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    expect((await t.json(PATH, { method: 'PUT', token, body: TEAM })).status).toBe(200);
    expect(await storedProfile(t, token)).toEqual(TEAM);
    expect((await t.json(PATH, { method: 'PUT', token, body: { level: 'high-school' } })).status).toBe(200);
    expect((await storedProfile(t, token)).team).toBeUndefined();
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
    ['an unknown team sport block', { team: { curling: {} } }],
    ['an unknown football rules level', { team: { football: { level: 'nfl-europe' } } }],
    ["a kicker's range past 70 yards", { team: { football: { kickerRange: 90 } } }],
    ["a fractional kicker's range", { team: { football: { kickerRange: 45.5 } } }],
    ['a two-point rate given as a percentage', { team: { football: { twoPointRate: 48 } } }],
    ['a negative free-throw rate', { team: { basketball: { freeThrowRate: -0.1 } } }],
    ['an unknown basketball rule set', { team: { basketball: { rules: 'streetball' } } }],
    ['a pitcher with no name', { team: { baseball: { pitchers: [{ name: '  ', age: 12 }] } } }],
    ['a pitcher aged 3', { team: { baseball: { pitchers: [{ name: 'Sam', age: 3 }] } } }],
    ['a pitcher with an unknown field', { team: { baseball: { pitchers: [{ name: 'Sam', age: 12, arm: 'L' }] } } }],
    ['21 pitchers', { team: { baseball: { pitchers: Array.from({ length: 21 }, () => ({ name: 'P', age: 12 })) } } }],
    ['an unknown club', { team: { golf: { carries: { '2-iron': 200 } } } }],
    ['a carry of 900 yards', { team: { golf: { carries: { Driver: 900 } } } }],
    ['a carry as text', { team: { golf: { carries: { Driver: '250' } } } }],
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

  it("decides a Tactical call with the account's team settings", async () => {
    const t = await buildTestApp(db.current);
    const { token } = await signUp(t);
    const fourth = {
      content: '4th and 8 at their 38, tied in the 2nd quarter. Field goal or punt?',
      personalityMode: 'gameOnTheLine',
    } as const;
    const plain = await replyTo(t, fourth, token);
    await t.json(PATH, { method: 'PUT', token, body: { team: { football: { kickerRange: 62 } } } });
    const withKicker = await replyTo(t, fourth, token);
    expect(withKicker).toMatch(/^Field goal/);
    expect(withKicker).not.toBe(plain);
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
