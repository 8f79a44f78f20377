/** Field builders the input schemas share, so that a rule and its words are written once. */
import { z } from 'zod';

/**
 * A trimmed one-line text that must be given, with the words a form shows under it:
 * "<label> is required" and "<label> must be at most <max> characters".
 */
export const requiredText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
