import { readJson, STORAGE_KEYS, useStoredString, writeJson } from './storage.ts';

/**
 * The visitor's cart kept on the device before logging in (spec §4: a course added while
 * anonymous is uploaded to the server cart after login).
 */
export type OfflineCartItem = { id: number; name: string; price: string; image: string };

function isItem(value: unknown): value is OfflineCartItem {
  const v = value as OfflineCartItem;
  return (
    typeof v === 'object' &&
    v !== null &&
    Number.isInteger(v.id) &&
    typeof v.name === 'string' &&
    typeof v.price === 'string' &&
    typeof v.image === 'string'
  );
}

/** The stored items; anything malformed in storage is ignored. */
export function readOfflineCart(): OfflineCartItem[] {
  const raw = readJson<unknown>(STORAGE_KEYS.offlineCart);
  return Array.isArray(raw) ? raw.filter(isItem) : [];
}

/** Adds a course once. Returns false when it was already there. */
export function addToOfflineCart(item: OfflineCartItem): boolean {
  const items = readOfflineCart();
  if (items.some((i) => i.id === item.id)) return false;
  writeJson(STORAGE_KEYS.offlineCart, [
    ...items,
    { id: item.id, name: item.name, price: item.price, image: item.image },
  ]);
  return true;
}

/** Whether anything waits on this device to go to the server cart after login. */
export function hasOfflineCart(): boolean {
  return readOfflineCart().length > 0;
}

export function removeFromOfflineCart(id: number): void {
  writeJson(
    STORAGE_KEYS.offlineCart,
    readOfflineCart().filter((i) => i.id !== id),
  );
}

export function clearOfflineCart(): void {
  writeJson(STORAGE_KEYS.offlineCart, null);
}

/** Whether a course is in the offline cart, re-rendering when the cart changes. */
export function useInOfflineCart(id: number): boolean {
  const raw = useStoredString(STORAGE_KEYS.offlineCart);
  return raw !== null && readOfflineCart().some((i) => i.id === id);
}
