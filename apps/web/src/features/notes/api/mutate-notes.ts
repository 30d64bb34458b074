import type { MessageBody } from '@campus/contract/common';
import type { CreateNoteRequest, NoteResponse, UpdateNoteRequest } from '@campus/contract/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notesQueryKey } from './get-notes.ts';

/** POST /api/v2/notes */
export const createNote = (body: CreateNoteRequest) =>
  api<NoteResponse>('/api/v2/notes', { method: 'POST', body });

/** PUT /api/v2/notes/{id} */
export const updateNote = ({ id, ...body }: UpdateNoteRequest & { id: number }) =>
  api<NoteResponse>(`/api/v2/notes/${id}`, { method: 'PUT', body });

/** DELETE /api/v2/notes/{id} */
export const deleteNote = (id: number) => api<MessageBody>(`/api/v2/notes/${id}`, { method: 'DELETE' });

function useNotesMutation<V, R>(courseId: number, fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: notesQueryKey(courseId) }),
  });
}

export const useCreateNote = (courseId: number) => useNotesMutation(courseId, createNote);
export const useUpdateNote = (courseId: number) => useNotesMutation(courseId, updateNote);
export const useDeleteNote = (courseId: number) => useNotesMutation(courseId, deleteNote);
