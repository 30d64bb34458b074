// Setup of the web test project (vitest.config.ts), after vitest.setup.ts: what a test rendered is
// unmounted after it, so no test file keeps its own list of views to clean up.
import { afterEach } from 'vitest';
import { unmountRendered } from './render.tsx';

afterEach(unmountRendered);

// A unit test never reaches the network: happy-dom's own beacon would fetch and leave an unhandled
// rejection once no server answers (a report can land after its test's stubs are gone).
Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
