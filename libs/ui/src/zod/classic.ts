// Public face of @admin/ui/zod: zod's classic API for the screens' forms and filters, shared by
// version so that a tour of every screen loads one zod instead of one per remote (docs/performance.md).
// A shared module is not tree-shaken, so this entry names only the parts the suite uses (classic-api.ts):
// a screen that needs another one adds it there. Told never to compile validators with `new Function`:
// the suite's Content-Security-Policy has no 'unsafe-eval' (zod's probe would be reported on every load).
import { config } from 'zod/v4';

config({ jitless: true });

export * as z from './classic-api';
