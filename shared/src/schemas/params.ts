import { z } from '../zod';
import { PAGE_KEYS } from '../constants';
import { BLOG_LIMITS } from './blog';
import { oneOf } from './fields';

// Route parameters arrive as text; these parse them the same way on every route.

export const pageKeySchema = oneOf('Page key', PAGE_KEYS);

/** A positive row id written in decimal digits ("12"); rejects "1e3", "0x1", "-1", "". */
export const idParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,14}$/, 'Invalid id')
  .transform(Number);

export const slugParamSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(BLOG_LIMITS.slugMax, `Slug must be at most ${BLOG_LIMITS.slugMax} characters`);
