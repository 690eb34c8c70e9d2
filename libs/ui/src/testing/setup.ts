// libs/ui's own test setup, after the shared one: on a loaded 2-core machine a jsdom render with
// React Query and Radix can take longer than Testing Library's 1 s default for findBy/waitFor.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
