// Built into index.html as an inline script of its own (tools/federation/inline-start.ts), so it runs
// while the HTML is parsed: the runtime config, the opening page's remote manifest and then its entry
// and page files are requested before the shell's entry (the federation runtime, ~30 KiB gz) has
// downloaded and while the main thread is still free, instead of as tasks between the shared modules'
// evaluation. The entry's copy of early-fetches.ts takes the answers from the same map.
import { startEarlyFetches } from './start-early-fetches';

startEarlyFetches();
