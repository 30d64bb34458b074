import type { Question } from '@campus/contract/questions';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  renderWithQueries,
  settle,
  textOf,
  typeInto,
  unmountRendered,
} from '../../../../test/support/render.tsx';
import { toast } from '../../../lib/toast.ts';
import { CourseQuestions } from './course-questions.tsx';

// What the panel asks to toast (lib/toast.ts hands it to sonner once that has loaded).
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const ME = 7;
const COURSE = 3;
const HAS_ANSWERS = 'Acción fallida… La pregunta posee respuestas asociadas';
const person = (first: string, last: string) => ({
  person: { people_first_name: first, people_surnames: last },
});

function question(over: Partial<Question>): Question {
  return {
    id: 1,
    questions: '¿Pregunta?',
    mounted_course_id: COURSE,
    user_id: ME,
    user: person('María José', 'Andrade'),
    created_at: '2026-03-01T15:00:00.000Z',
    updated_at: '2026-03-01T15:00:00.000Z',
    answers: [],
    ...over,
  };
}

type Call = { method: string; url: string; body: unknown };
let calls: Call[];
let server: Array<Question>;
let failList: boolean;
let notEnrolled: boolean;
/** While set, the list's answer waits for it: the loading state stays on screen to be seen. */
let listHeld: Promise<void> | null;

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake API over `server`, enough for the component's calls. */
async function fakeFetch(input: string, init: RequestInit = {}) {
  const method = init.method ?? 'GET';
  const body = init.body ? JSON.parse(String(init.body)) : null;
  calls.push({ method, url: input, body });
  if (input.endsWith('/getQuestions')) {
    if (listHeld) await listHeld;
    if (notEnrolled)
      return respond(403, {
        message: 'Debe estar inscrito en este curso para acceder a este contenido.',
        code: 'not_enrolled',
      });
    if (failList) return respond(500, { message: 'x' });
    return respond(200, { data: server });
  }
  if (input.endsWith('/newQuestion')) {
    const q = question({ id: 100 + server.length, questions: body.question });
    server = [q, ...server];
    return respond(200, { message: 'Pregunta publicada.', data: q });
  }
  const del = /\/api\/v2\/deleteQuestion\/(\d+)$/.exec(input);
  if (del && method === 'DELETE') {
    const q = server.find((x) => x.id === Number(del[1]))!;
    if (q.answers.length > 0) return respond(409, { message: HAS_ANSWERS, code: 'question_has_answers' });
    server = server.filter((x) => x !== q);
    return respond(200, { message: 'Pregunta eliminada.' });
  }
  if (input.endsWith('/newAnswers')) {
    const a = {
      id: 90,
      answers: body.answers,
      question_id: body.question_id,
      user_id: ME,
      user: person('María José', 'Andrade'),
      created_at: '2026-03-02T10:00:00.000Z',
    };
    server = server.map((x) => (x.id === body.question_id ? { ...x, answers: [...x.answers, a] } : x));
    return respond(200, { message: 'Respuesta publicada.', data: a });
  }
  if (input === '/api/v2/updateQuestion' && method === 'PUT') {
    server = server.map((x) => (x.id === body.question_id ? { ...x, questions: body.question } : x));
    return respond(200, {
      message: 'Pregunta actualizada.',
      data: server.find((x) => x.id === body.question_id),
    });
  }
  return respond(404, { message: 'Ruta no encontrada.' });
}

beforeEach(() => {
  calls = [];
  listHeld = null;
  failList = false;
  notEnrolled = false;
  server = [
    question({
      id: 1,
      questions: '¿Se repite la dosis?',
      answers: [
        {
          id: 9,
          answers: 'Sí, a los 5 minutos.',
          question_id: 1,
          user_id: 8,
          user: person('Carlos', 'Vega'),
          created_at: '2026-03-01T16:00:00.000Z',
        },
      ],
    }),
    question({ id: 2, questions: 'Pregunta de otro', user_id: 8, user: person('Carlos', 'Vega') }),
  ];
  localStorage.setItem('token', 'user-token');
  localStorage.setItem('user', JSON.stringify({ id: ME, email: 'yo@ejemplo.com', person: {} }));
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.success).mockClear();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

async function show() {
  const view = await renderWithQueries(<CourseQuestions courseId={COURSE} />);
  return view.container;
}

const button = (root: Element, name: string) =>
  [...root.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || textOf(b) === name,
  );

describe('CourseQuestions', () => {
  it('scrolls to the question an answer notice links to (#pregunta-{id}) once the list arrives', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    window.history.replaceState(null, '', '#pregunta-2');
    try {
      const page = await show();
      await settle(() => page.querySelectorAll('article').length === 2);
      expect(page.querySelector('#pregunta-2')?.tagName).toBe('ARTICLE');
      expect(scrolled).toEqual(['pregunta-2']);
    } finally {
      Element.prototype.scrollIntoView = original;
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('lists questions with names and answers; the trash icon only on my own question', async () => {
    let answerList!: () => void;
    listHeld = new Promise((resolve) => {
      answerList = resolve;
    });
    const page = await show();
    expect(page.querySelector('[role="status"]')).not.toBeNull(); // loading
    answerList();
    await settle(() => page.querySelectorAll('article').length === 2);
    const [mine, theirs] = [...page.querySelectorAll('article')];
    expect(textOf(mine!)).toContain('María José Andrade (usted)');
    expect(textOf(mine!)).toContain('Carlos Vega');
    expect(textOf(mine!)).toContain('Sí, a los 5 minutos.');
    expect(textOf(mine!)).toContain('1 respuesta');
    expect(button(mine!, 'Eliminar su pregunta')).toBeDefined();
    expect(button(mine!, 'Editar su pregunta')).toBeDefined();
    expect(button(theirs!, 'Eliminar su pregunta')).toBeUndefined();
    expect(button(theirs!, 'Editar su pregunta')).toBeUndefined();
    expect(button(theirs!, 'Responder la pregunta de Carlos Vega')).toBeDefined();
    // the other student's answer carries no trash icon for me
    expect(button(mine!, 'Eliminar su respuesta')).toBeUndefined();
  });

  it('asks with the spec payload and shows the new question; an empty one is refused before any call', async () => {
    const page = await show();
    await settle(() => page.querySelectorAll('article').length === 2);
    const textarea = page.querySelector<HTMLTextAreaElement>('textarea')!;
    expect(page.querySelector(`label[for="${textarea.id}"]`)?.textContent).toContain('Su pregunta');

    await act(async () => button(page, 'Publicar pregunta')!.click());
    await settle(() => textarea.getAttribute('aria-invalid') === 'true');
    expect(textOf(page)).toContain('El campo pregunta es requerido');
    expect(calls.filter((c) => c.url.endsWith('/newQuestion'))).toEqual([]);

    await typeInto(textarea, '¿Cuál es la dosis pediátrica?');
    await act(async () => button(page, 'Publicar pregunta')!.click());
    await settle(() => page.querySelectorAll('article').length === 3);
    expect(calls.find((c) => c.url.endsWith('/newQuestion'))?.body).toEqual({
      user_id: ME,
      mounted_course_id: COURSE,
      question: '¿Cuál es la dosis pediátrica?',
    });
    expect(textOf(page.querySelector('article')!)).toContain('¿Cuál es la dosis pediátrica?');
    expect(textarea.value).toBe('');
    expect(toast.success).toHaveBeenCalledWith('Pregunta publicada.');
  });

  it("deleting my answered question asks first, then shows the spec's message and keeps it", async () => {
    const page = await show();
    await settle(() => page.querySelectorAll('article').length === 2);
    const mine = page.querySelector('article')!;
    await act(async () => button(mine, 'Eliminar su pregunta')!.click());
    const confirm = button(mine, 'Sí, eliminar')!;
    expect(document.activeElement).toBe(confirm);
    await act(async () => confirm.click());
    await settle(() => vi.mocked(toast.error).mock.calls.length > 0);
    expect(toast.error).toHaveBeenCalledWith(HAS_ANSWERS);
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/v2/deleteQuestion/1')).toBe(true);
    await settle(() => button(mine, 'Eliminar su pregunta') !== undefined);
    expect(document.activeElement).toBe(button(mine, 'Eliminar su pregunta'));
    expect(page.querySelectorAll('article')).toHaveLength(2);
  });

  it("answers a classmate's question with the spec payload; my answer gets my trash icon", async () => {
    const page = await show();
    await settle(() => page.querySelectorAll('article').length === 2);
    const theirs = page.querySelectorAll('article')[1]!;
    await act(async () => button(theirs, 'Responder la pregunta de Carlos Vega')!.click());
    const box = theirs.querySelector<HTMLTextAreaElement>('textarea')!;
    expect(document.activeElement).toBe(box);
    expect(theirs.querySelector(`label[for="${box.id}"]`)?.textContent).toContain('Su respuesta');
    await typeInto(box, 'Yo lo revisé en la guía.');
    await act(async () => button(theirs, 'Publicar respuesta')!.click());
    await settle(
      () => textOf(theirs).includes('Yo lo revisé en la guía.') && !theirs.querySelector('textarea'),
    );
    expect(calls.find((c) => c.url.endsWith('/newAnswers'))?.body).toEqual({
      user_id: ME,
      question_id: 2,
      answers: 'Yo lo revisé en la guía.',
      mounted_course_id: COURSE,
    });
    expect(button(theirs, 'Eliminar su respuesta')).toBeDefined();
    expect(toast.success).toHaveBeenCalledWith('Respuesta publicada.');
  });

  it('edits my question in place: focus goes to the text, and back to Editar after saving', async () => {
    const page = await show();
    await settle(() => page.querySelectorAll('article').length === 2);
    const mine = page.querySelector('article')!;
    await act(async () => button(mine, 'Editar su pregunta')!.click());
    const editor = mine.querySelector<HTMLTextAreaElement>('textarea')!;
    expect(document.activeElement).toBe(editor);
    expect(editor.value).toBe('¿Se repite la dosis?');
    await typeInto(editor, '¿Se repite la dosis a los 5 minutos?');
    await act(async () => button(mine, 'Guardar cambios')!.click());
    await settle(
      () => textOf(mine).includes('¿Se repite la dosis a los 5 minutos?') && !mine.querySelector('textarea'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      question_id: 1,
      question: '¿Se repite la dosis a los 5 minutos?',
      mounted_course_id: COURSE,
    });
    await settle(() => document.activeElement === button(mine, 'Editar su pregunta'));
  });

  it('deletes my unanswered question and moves focus to the heading', async () => {
    server = [question({ id: 5, questions: 'Sin respuestas' })];
    const page = await show();
    await settle(() => page.querySelectorAll('article').length === 1);
    await act(async () => button(page, 'Eliminar su pregunta')!.click());
    await act(async () => button(page, 'Sí, eliminar')!.click());
    await settle(() => page.querySelectorAll('article').length === 0);
    expect(textOf(page)).toContain('Aún no hay preguntas en este curso');
    expect(document.activeElement?.tagName).toBe('H2');
    expect(toast.success).toHaveBeenCalledWith('Pregunta eliminada.');
  });

  it('tells a student who is not enrolled why, with no form to post', async () => {
    notEnrolled = true;
    const page = await show();
    await settle(() => page.querySelector('[role="alert"]') !== null);
    expect(textOf(page.querySelector('[role="alert"]'))).toBe(
      'Debe estar inscrito en este curso para acceder a este contenido.',
    );
    expect(page.querySelector('textarea')).toBeNull();
  });

  it('shows the empty state, and a retry on a failed load', async () => {
    server = [];
    let page = await show();
    await settle(() => textOf(page).includes('Aún no hay preguntas en este curso'));
    await unmountRendered();
    failList = true;
    page = await show();
    await settle(() => page.querySelector('[role="alert"]') !== null);
    expect(textOf(page.querySelector('[role="alert"]'))).toBe(
      'No pudimos cargar las preguntas. Revise su conexión e intente nuevamente.',
    );
    failList = false;
    server = [question({ id: 4, questions: 'Ya cargó' })];
    await act(async () => button(page, 'Reintentar')!.click());
    await settle(() => page.querySelectorAll('article').length === 1);
  });
});
