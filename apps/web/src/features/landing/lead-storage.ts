import { readString, SESSION_KEYS, STORAGE_KEYS, writeString } from '../../lib/storage.ts';

/** Spec §2/§3: a landing remembers who signed up under the spec's local storage names. */
export function rememberLead(lead: {
  firstName?: string;
  lastName?: string;
  email: string;
  codeRelation: string;
}) {
  if (lead.firstName !== undefined) writeString(STORAGE_KEYS.firstName, lead.firstName);
  if (lead.lastName !== undefined) writeString(STORAGE_KEYS.lastName, lead.lastName);
  writeString(STORAGE_KEYS.email, lead.email);
  writeString(STORAGE_KEYS.codeRelation, lead.codeRelation);
}

/** Whether first name, last name and e-mail are stored (the guard of the guide and diabetes thanks pages). */
export function hasStoredLead(): boolean {
  return Boolean(
    readString(STORAGE_KEYS.firstName) && readString(STORAGE_KEYS.lastName) && readString(STORAGE_KEYS.email),
  );
}

export function storedFirstName(): string {
  return readString(STORAGE_KEYS.firstName) ?? '';
}

export function storedCodeRelation(): string | null {
  return readString(STORAGE_KEYS.codeRelation);
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Spec §2: the webinar thanks page opens only after a signup in this browser session. */
export function setWebinarThanksFlag(): void {
  session()?.setItem(SESSION_KEYS.webinarThanks, '1');
}

export function hasWebinarThanksFlag(): boolean {
  return session()?.getItem(SESSION_KEYS.webinarThanks) === '1';
}
