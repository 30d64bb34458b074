import { canonicalTimeZone, fromZonedLocal } from '@campus/contract/admin-marketing';
import { describe, expect, it } from 'vitest';
import { timeZoneOptions, utcText, zonedDateTime } from './time-zones.ts';

describe('time-zone choices of the event form', () => {
  it("lists the site's countries first, by the names the API stores, then every other zone once", () => {
    const { countries, others } = timeZoneOptions();
    expect(countries[0]).toEqual({ value: 'America/Guayaquil', label: 'Ecuador · America/Guayaquil' });
    expect(countries).toHaveLength(11);
    for (const option of countries) expect(canonicalTimeZone(option.value)).toBe(option.value);
    const values = [...countries, ...others].map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(others.map((o) => o.value)).toContain('Asia/Tokyo');
    expect(others.map((o) => o.value)).toContain('UTC');
    expect(others.find((o) => o.value === 'America/Los_Angeles')?.label).toBe('America/Los Angeles');
  });

  it('always offers the zone an event already has', () => {
    const { others } = timeZoneOptions('Etc/GMT+5');
    expect(others.map((o) => o.value)).toContain('Etc/GMT+5');
  });

  it('shows a date typed in Guayaquil back in Guayaquil and in UTC', () => {
    const instant = fromZonedLocal('2027-03-08T20:00', 'America/Guayaquil')!;
    expect(utcText(instant)).toBe('2027-03-09 01:00');
    expect(zonedDateTime(instant.toISOString(), 'America/Guayaquil')).toMatch(/8 mar 2027.*20:00/);
    expect(zonedDateTime(instant.toISOString(), 'Europe/Madrid')).toMatch(/9 mar 2027.*02:00/);
  });
});
