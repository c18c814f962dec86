import { Hono } from 'hono';
import type { AppEnv } from '../context';

export const contactRoutes = new Hono<AppEnv>();
