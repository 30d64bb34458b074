import type { User } from '@campus/contract/auth';
import { PROJECT_ID } from '@campus/contract/constants';
import type { accountsOperations } from '@campus/contract/operations/accounts';
import { address as userAt } from '@campus/contract/operations/accounts/user';
import { address as userIdAt } from '@campus/contract/operations/accounts/userId';
import { address as userImageAt } from '@campus/contract/operations/accounts/userImage';
import { address as userPasswordAt } from '@campus/contract/operations/accounts/userPassword';
import type { ChangePasswordRequest, UpdateUserRequest } from '@campus/contract/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operation } from '../../../lib/api-client.ts';
import { readJson, STORAGE_KEYS, type StoredUser, writeJson } from '../../../lib/storage.ts';

/** The accounts operations this file calls, typed from the contract. */
const accountsApi = {
  user: operation<typeof accountsOperations.user>(userAt),
  userId: operation<typeof accountsOperations.userId>(userIdAt),
  userImage: operation<typeof accountsOperations.userImage>(userImageAt),
  userPassword: operation<typeof accountsOperations.userPassword>(userPasswordAt),
};

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'me'],
    queryFn: async ({ signal }) =>
      (await accountsApi.userId({ query: { proyect_id: PROJECT_ID }, signal })).data,
  });

/** The logged-in user as the server has them (GET v2/userId). */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** Keeps the user stored at login in step with the server, so the shell shows the new name or photo. */
function remember(user: User) {
  if (!readJson<StoredUser>(STORAGE_KEYS.user)) return;
  writeJson(STORAGE_KEYS.user, { id: user.id, email: user.email, person: user.person });
}

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => accountsApi.user({ body }),
    onSuccess: (res) => {
      remember(res.data);
      client.setQueryData(currentUserQueryOptions().queryKey, (old) => (old ? { ...old, ...res.data } : old));
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) => accountsApi.userPassword({ body }),
  });
}

export function useUploadPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return accountsApi.userImage({ body: form });
    },
    onSuccess: (res) => {
      const me = client.getQueryData(currentUserQueryOptions().queryKey);
      if (me) {
        const updated = { ...me, person: { ...me.person, image: res.data.image } };
        client.setQueryData(currentUserQueryOptions().queryKey, updated);
        remember(updated);
      }
    },
  });
}
