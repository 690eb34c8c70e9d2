// What the front ends get for `import { z } from 'zod'` (an alias in each app's Rsbuild config):
// zod, told never to compile validators with `new Function`. The suite's Content-Security-Policy
// has no 'unsafe-eval', and zod's first object parse probes for eval: the probe's failure is
// caught, but the browser still reports it as a violation on every page load. Interpreted
// validation is what runs under the policy anyway.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
