// zod/mini: the order list (the remote's first screen) uses it, where classic zod costs ~24 KiB gz.
import { z } from '@admin/ui/zod-mini';

/** A record id in the URL (`user_id=12`): a positive whole number, else unset. */
export const idParam = z.pipe(z.coerce.number(), z.int().check(z.positive()));
