/**
 * Stores `value` under `key` as the map's newest entry and drops the oldest ones past `max`: the
 * bound of every in-process cache here (a Map keeps insertion order, so the first key is the oldest).
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as K);
}
