// A lesson evaluates the player's panels (questions, notes, certificate) in one task. A
// number or date formatted while their modules load made the browser load the locale's data then
// (~60 ms of a phone's CPU at Lighthouse's 4× slowdown, in that task): they format on render.
import { afterEach, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

it("loading the player's panels formats no number or date", async () => {
  const numberToLocale = vi.spyOn(Number.prototype, 'toLocaleString');
  const numberFormat = vi.spyOn(Intl, 'NumberFormat');
  const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
  await Promise.all([
    import('../../features/questions/components/course-questions.tsx'),
    import('../../features/notes/components/course-notes.tsx'),
    import('../../features/certificates/components/certificate-panel.tsx'),
  ]);
  expect(numberToLocale).not.toHaveBeenCalled();
  expect(numberFormat).not.toHaveBeenCalled();
  expect(dateTimeFormat).not.toHaveBeenCalled();
});
