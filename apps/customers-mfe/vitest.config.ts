import { domTestConfig } from '../../tools/testing/vitest-dom';

// Page tests type into whole forms; on a busy shared machine that takes seconds.
export default domTestConfig({ setupFile: './src/testing/setup.ts', testTimeout: 30_000 });
