import { describe, expect, it } from 'vitest';
import {
  addDays,
  adminDashboardQuerySchema,
  conversionPercent,
  isoWeekLabel,
  mondayOf,
  weeksBetween,
} from '../src/admin-dashboard.ts';

describe('dashboard weeks', () => {
  it('finds the Monday of any day and labels ISO weeks across year ends', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
    expect(isoWeekLabel('2025-12-29')).toBe('2026-W01');
    expect(isoWeekLabel('2026-12-28')).toBe('2026-W53');
    expect(isoWeekLabel('2027-01-04')).toBe('2027-W01');
    expect(isoWeekLabel('2026-03-02')).toBe('2026-W10');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(weeksBetween('2026-03-02', '2026-03-16')).toBe(2);
  });

  it('refuses a reversed or too long period and non-numeric courses, in Spanish', () => {
    const issues = (q: object) =>
      adminDashboardQuerySchema.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues({ from: '2026-03-20', to: '2026-03-01' })).toEqual([
      ['to', 'La semana «hasta» no puede ser anterior a «desde»'],
    ]);
    expect(issues({ from: '2020-01-01', to: '2026-03-01' })).toEqual([
      ['from', 'El periodo no puede superar 106 semanas'],
    ]);
    expect(issues({ from: '2026-02-30' })[0]).toEqual(['from', 'La fecha debe tener el formato AAAA-MM-DD']);
    expect(issues({ course_id: '12' })).toEqual([]);
    expect(issues({ course_id: 'x' })[0]?.[0]).toBe('course_id');
  });

  it('computes conversions only when both figures exist', () => {
    expect(conversionPercent(25, 200)).toBe(12.5);
    expect(conversionPercent(1, 3)).toBe(33.3);
    expect(conversionPercent(5, 0)).toBeNull();
    expect(conversionPercent(null, 10)).toBeNull();
  });
});
