// The API as the bench runs it: the same start-up as src/main.ts, under its own entry file, plus a
// probe of the event loop's delay (how long a ready callback waits) that the bench reads over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { EventLoopDelay } from './harness';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (message: unknown) => {
  if (message === 'event-loop:reset') delay.reset();
  if (message === 'event-loop:read') {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    process.send?.({
      p50: ms(delay.percentile(50)),
      p99: ms(delay.percentile(99)),
      max: ms(delay.max),
    } satisfies EventLoopDelay);
  }
});
// The IPC channel must not keep the API alive once it closes.
process.channel?.unref();

await import('../src/main');
