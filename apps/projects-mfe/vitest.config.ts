import { domTestConfig } from '../../tools/testing/vitest-dom';

export default domTestConfig();
