import type { ReactNode } from 'react';
import { useDeferredMount } from '../lib/use-deferred-mount.ts';

/**
 * Renders its children once the page around it has been on screen for a frame. For lazy parts below
 * a page's main content (the player's panels): rendered with the content, React.lazy asked
 * for their code (forms, zod's locale, a dialog: ~80 KB) while the lesson was still rendering, and
 * on a slow phone connection those bytes competed with the lesson's paint. They still arrive on
 * their own, a moment later, whatever the reader does: not on scroll, so keyboard and screen-reader
 * users find their headings and forms as soon as anyone else.
 */
export function AfterPaint({ children }: { children: ReactNode }) {
  return useDeferredMount() ? children : null;
}
