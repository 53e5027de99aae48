import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Component tests wait for what they test, not for the clock: `waitFor` and `findBy…` end as soon as
// their condition holds, and give up only after 15 s (Testing Library's default, 1 s, failed tests
// on a machine busy with other work). The test's own guard is jest's `testTimeout` (jest.config.mjs).
configure({ asyncUtilTimeout: 15_000 });
