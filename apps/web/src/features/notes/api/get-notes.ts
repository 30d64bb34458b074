import type { Note, NotesResponse } from '@campus/contract/notes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const notesQueryKey = (courseId: number) => ['notes', courseId] as const;

/** GET /api/v2/notes/{courseId}: the student's own notes of the course, newest first. */
export function getNotes(courseId: number, signal?: AbortSignal): Promise<Note[]> {
  return api<NotesResponse>(`/api/v2/notes/${courseId}`, { signal }).then((r) => r.data);
}

export const notesQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: notesQueryKey(courseId), queryFn: ({ signal }) => getNotes(courseId, signal) });

export function useNotes(courseId: number) {
  return useQuery(notesQueryOptions(courseId));
}
