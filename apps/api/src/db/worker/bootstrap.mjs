// Entry of the PGlite worker thread: loads thread.ts through tsx, as the rest of the API is loaded
// (Node 20 does not pass the main thread's loader hooks on to workers). Plain JavaScript so Node
// can start it without a loader; resolved from this folder, whatever the working folder.
import { tsImport } from 'tsx/esm/api';

await tsImport('./thread.ts', import.meta.url);
