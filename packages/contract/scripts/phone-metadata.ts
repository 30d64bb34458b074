// Writes src/phone-metadata.json: libphonenumber-js's full ("max") metadata cut down to the phone
// countries the forms accept (spec §5, §9). 13 kB instead of 156 kB, so the phone field stays light
// on the public pages while still validating the digits, not only the length.
//
//   npx tsx packages/contract/scripts/phone-metadata.ts
//
// Run it after upgrading libphonenumber-js; a unit test fails while the file is out of date.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MetadataJson } from 'libphonenumber-js/core';
import full from 'libphonenumber-js/max/metadata';
import { ALLOWED_PHONE_COUNTRIES } from '../src/constants.ts';

/** The max metadata restricted to `countries` (calling codes shared with others keep only ours). */
export function phoneMetadataFor(source: MetadataJson, countries: readonly string[]): MetadataJson {
  const keep = new Set(countries);
  const callingCodes: Record<string, string[]> = {};
  for (const [code, list] of Object.entries(source.country_calling_codes)) {
    const ours = list.filter((c) => keep.has(c));
    if (ours.length > 0) callingCodes[code] = ours;
  }
  const sourceCountries = source.countries as Record<string, unknown>;
  const kept = Object.fromEntries(countries.map((c) => [c, sourceCountries[c]]));
  return { version: source.version, country_calling_codes: callingCodes, countries: kept } as MetadataJson;
}

export const PHONE_METADATA_FILE = fileURLToPath(new URL('../src/phone-metadata.json', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const metadata = phoneMetadataFor(full as unknown as MetadataJson, ALLOWED_PHONE_COUNTRIES);
  writeFileSync(PHONE_METADATA_FILE, `${JSON.stringify(metadata)}\n`);
  console.log(`phone-metadata.json: ${ALLOWED_PHONE_COUNTRIES.length} países, metadatos v${full.version}`);
}
