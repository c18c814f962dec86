import type { Context, MiddlewareHandler } from 'hono';
import { AUTH_HEADER } from '../../shared/contract/headers';
import type { AppEnv } from '../context';
import { AppError } from '../errors';
import { AUTH_COPY } from '../services/auth.service';
import type { UserRow } from '../services/users.service';

/** Resolves the auth header to a user; an unknown token is treated as signed out. */
export const authenticate: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.header(AUTH_HEADER)?.trim() || null;
  c.set('token', token);
  c.set('user', token ? await c.var.services.auth.authenticate(token) : null);
  await next();
};

export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.var.user;
  if (!user) throw new AppError('unauthorized', AUTH_COPY.unauthorized);
  return user;
}
