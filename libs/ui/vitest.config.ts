import { domTestConfig } from '../../tools/testing/vitest-dom';

export default domTestConfig({ setupFile: './src/testing/setup.ts', testTimeout: 20_000 });
