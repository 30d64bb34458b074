import { describe, expect, it } from 'vitest';
import { render, settle, textOf } from '../../test/support/render.tsx';
import { AfterPaint } from './after-paint.tsx';

describe('AfterPaint', () => {
  it('leaves its children out of the first render and shows them after the next frame, untouched', async () => {
    const view = await render(
      <main>
        <h1>Lección</h1>
        <AfterPaint>
          <section aria-label="Preguntas">Preguntas del curso</section>
        </AfterPaint>
      </main>,
    );
    expect(textOf(view.container)).toBe('Lección');
    await settle(() => view.container.querySelector('section[aria-label="Preguntas"]') !== null);
    expect(textOf(view.container)).toBe('LecciónPreguntas del curso');
  });
});
