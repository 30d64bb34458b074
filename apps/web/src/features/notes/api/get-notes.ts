import type { Note } from '@campus/contract/notes';
import type { notesOperations } from '@campus/contract/operations/notes';
import { address as listAt } from '@campus/contract/operations/notes/list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';

/** The notes operations this file calls, typed from the contract. */
const notesApi = {
  list: operation<typeof notesOperations.list>(listAt),
};

export const notesQueryKey = (courseId: number) => ['notes', courseId] as const;

/** The student's own notes of the course, newest first. */
export function getNotes(courseId: number, signal?: AbortSignal): Promise<Note[]> {
  return notesApi.list({ params: { id: courseId }, signal }).then((r) => r.data);
}

export const notesQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: notesQueryKey(courseId), queryFn: ({ signal }) => getNotes(courseId, signal) });

export function useNotes(courseId: number) {
  return useQuery(notesQueryOptions(courseId));
}
