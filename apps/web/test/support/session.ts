// A logged-in student as the browser stores it after login (lib/storage.ts), for tests that need a session.
import type { StoredUser } from '../../src/lib/storage.ts';

export const STORED_USER: StoredUser = {
  id: 7,
  email: 'ana@ejemplo.com',
  person: {
    people_first_name: 'Ana',
    people_surnames: 'Pérez',
    people_document: '',
    people_phone: '',
    people_mobile: '',
    people_birthday: null,
    sex: '',
  },
};
