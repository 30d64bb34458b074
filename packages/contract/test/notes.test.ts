import { describe, expect, it } from 'vitest';
import {
  createNoteRequestSchema,
  describePosition,
  formatPosition,
  NOTE_MESSAGES,
  type Note,
  sortNotesForResource,
  updateNoteRequestSchema,
} from '../src/index.ts';

const note = (over: Partial<Note>): Note => ({
  id: 1,
  mounted_course_id: 1,
  body: 'x',
  resource_id: null,
  resource_name: null,
  position_seconds: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('notes contract', () => {
  it('formats a video position as m:ss, and h:mm:ss from one hour', () => {
    expect(formatPosition(0)).toBe('0:00');
    expect(formatPosition(7.9)).toBe('0:07');
    expect(formatPosition(187)).toBe('3:07');
    expect(formatPosition(3600 + 62)).toBe('1:01:02');
    expect(formatPosition(Number.NaN)).toBe('0:00');
    expect(describePosition(187)).toBe('minuto 3, segundo 7');
  });

  it('pins a note only with its lesson, and drops fractions of a second', () => {
    expect(
      createNoteRequestSchema.parse({
        mounted_course_id: '2',
        body: ' Dosis ',
        resource_id: 9,
        position_seconds: 83.6,
      }),
    ).toEqual({ mounted_course_id: 2, body: 'Dosis', resource_id: 9, position_seconds: 83 });
    const r = createNoteRequestSchema.safeParse({ mounted_course_id: 2, body: 'x', position_seconds: 10 });
    expect(r.error?.issues.map((i) => i.message)).toEqual([NOTE_MESSAGES.positionNeedsResource]);
  });

  it('refuses negative or non-numeric positions and empty bodies in Spanish', () => {
    const r = createNoteRequestSchema.safeParse({
      mounted_course_id: 2,
      body: '',
      resource_id: 1,
      position_seconds: -1,
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      'El campo nota es requerido',
      'El campo minuto del video debe ser mayor o igual a 0',
    ]);
    expect(updateNoteRequestSchema.safeParse({ body: 'x', position_seconds: '12' }).success).toBe(false);
    expect(updateNoteRequestSchema.parse({ body: 'x', position_seconds: null })).toEqual({
      body: 'x',
      position_seconds: null,
    });
  });

  it("lists the open lesson's notes first by position, then the others newest first", () => {
    const notes = [
      note({ id: 1, resource_id: 2, position_seconds: 50 }),
      note({ id: 2, resource_id: 1, position_seconds: 90 }),
      note({ id: 3, resource_id: 1, position_seconds: 10 }),
      note({ id: 4, resource_id: 1 }),
      note({ id: 5, created_at: '2026-02-01T00:00:00.000Z' }),
    ];
    expect(sortNotesForResource(notes, 1).map((n) => n.id)).toEqual([3, 2, 4, 5, 1]);
    expect(sortNotesForResource(notes, null).map((n) => n.id)).toEqual([5, 1, 2, 3, 4]);
  });
});
