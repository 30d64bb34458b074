// Setup of the web test project (vitest.config.ts), after vitest.setup.ts: what a test rendered is
// unmounted after it, so no test file keeps its own list of views to clean up.
import { afterEach } from 'vitest';
import { unmountRendered } from './render.tsx';

afterEach(unmountRendered);
