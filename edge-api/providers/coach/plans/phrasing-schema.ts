import { z } from 'zod';

/** A lowercase regular expression source, matched on whole words. */
export const PhrasingSchema = z
  .string()
  .min(2)
  .refine((source) => {
    try {
      new RegExp(source);
      return source === source.toLowerCase();
    } catch {
      return false;
    }
  }, 'a lowercase regular expression');
