import { Hono } from 'hono';
import { CoachProfileSchema } from '../../shared/contract/profile';
import type { AppEnv } from '../context';
import { requireUser } from '../middleware/auth';
import { coachProfileOf, saveCoachProfile } from '../services/users.service';
import { validate } from '../validate';

/** The signed-in user's coach profile; a visitor's stays in the browser and rides on each message. */
export const profileRoutes = new Hono<AppEnv>()
  .get('/user/coach-profile', async (c) => {
    const user = requireUser(c);
    return c.json({ profile: coachProfileOf(user) ?? {} });
  })
  .put('/user/coach-profile', validate('json', CoachProfileSchema), async (c) => {
    const user = requireUser(c);
    const profile = await saveCoachProfile(c.var.deps.db, user.id, c.req.valid('json'), c.var.deps.clock.now());
    // The next send must coach with the profile just saved, not the copy kept with the token.
    c.var.services.auth.forgetUser(user.id);
    return c.json({ profile });
  });
