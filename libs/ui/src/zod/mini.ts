// Public face of @admin/ui/zod-mini: zod mini, the small functional API the first screens' URL
// filters and the sign-in form use, shared by version like @admin/ui/zod (one copy on a page, the
// parts the suite uses only: mini-api.ts). Jitless for the same reason.
import { config } from 'zod/mini';

config({ jitless: true });

export * as z from './mini-api';
