import type { CreateNoteRequest, UpdateNoteRequest } from '@campus/contract/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notesQueryKey } from './get-notes.ts';
import { notesApi } from './notes-client.ts';

export const createNote = (body: CreateNoteRequest) => notesApi.create({ body });

export const updateNote = ({ id, ...body }: UpdateNoteRequest & { id: number }) =>
  notesApi.update({ params: { id }, body });

export const deleteNote = (id: number) => notesApi.remove({ params: { id } });

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
