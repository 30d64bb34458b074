import type { CreateNoteRequest, UpdateNoteRequest } from '@campus/contract/notes';
import type { notesOperations } from '@campus/contract/operations/notes';
import { address as createAt } from '@campus/contract/operations/notes/create';
import { address as removeAt } from '@campus/contract/operations/notes/remove';
import { address as updateAt } from '@campus/contract/operations/notes/update';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { notesQueryKey } from './get-notes.ts';

/** The notes operations this file calls, typed from the contract. */
const notesApi = {
  create: operation<typeof notesOperations.create>(createAt),
  remove: operation<typeof notesOperations.remove>(removeAt),
  update: operation<typeof notesOperations.update>(updateAt),
};

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
