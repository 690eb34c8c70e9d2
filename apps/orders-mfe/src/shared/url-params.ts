import { z } from 'zod';

/** A record id in the URL (`user_id=12`): a positive whole number, else unset. */
export const idParam = z.coerce.number().int().positive();
