// Setup of the web and API test projects (vitest.config.ts): a console.error during a test fails
// it (ARCHITECTURE.md, Testing). A test that expects one spies on it and silences it:
//   const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

const original = console.error;
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  console.error = (...args: unknown[]) => {
    logged.push(format(...args));
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  const found = logged.splice(0);
  if (found.length > 0) {
    throw new Error(
      `console.error during the test (spy on it with mockImplementation where the test expects it):\n${found.join('\n')}`,
    );
  }
});
