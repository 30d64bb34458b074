// The notes' rules a page needs without their schemas: limits, messages, how a position reads and
// the order the player lists notes in. Free of zod, so the player's notes panel loads without
// building the schemas (a slow phone's main thread); notes.ts re-exports all of it.
import type { Note } from './notes.ts';

export const NOTE_MAX = 5000;
/** Latest position a note may be pinned to: 24 hours, longer than any lesson. */
export const NOTE_POSITION_MAX_SECONDS = 86_400;

export const NOTE_MESSAGES = {
  created: 'Nota guardada.',
  updated: 'Nota actualizada.',
  deleted: 'Nota eliminada.',
  notFound: 'La nota no existe.',
  resourceNotFound: 'La clase no existe en este curso.',
  positionNeedsResource: 'Para fijar la nota en un minuto del video indique la clase.',
  positionNotVideo: 'Solo se puede fijar una nota en un minuto de un video.',
  positionBeyondEnd: 'El minuto indicado es posterior al final del video.',
} as const;

/** A video position as the player shows it: "m:ss", or "h:mm:ss" from one hour on. */
export function formatPosition(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The same position spoken for a screen reader: "minuto 3, segundo 7". */
export function describePosition(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const parts = [hours > 0 ? `hora ${hours}` : null, `minuto ${minutes}`, `segundo ${s % 60}`].filter(
    Boolean,
  );
  return parts.join(', ');
}

/**
 * Notes in the order the player lists them: those of the open lesson first, by position in the
 * video (unpinned ones after), then the rest of the course's notes, newest first.
 */
export function sortNotesForResource(notes: Note[], resourceId: number | null): Note[] {
  const here = notes.filter((n) => resourceId !== null && n.resource_id === resourceId);
  const elsewhere = notes.filter((n) => !(resourceId !== null && n.resource_id === resourceId));
  here.sort(
    (a, b) =>
      (a.position_seconds ?? Number.POSITIVE_INFINITY) - (b.position_seconds ?? Number.POSITIVE_INFINITY) ||
      b.created_at.localeCompare(a.created_at),
  );
  elsewhere.sort((a, b) => b.created_at.localeCompare(a.created_at));
  return [...here, ...elsewhere];
}
