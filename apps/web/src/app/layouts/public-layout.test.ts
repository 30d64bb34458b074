import { describe, expect, it } from 'vitest';
import { navTone } from './public-layout.tsx';

describe('navTone (spec §2: the bar changes after 50 px of scroll, except on Category and Detail)', () => {
  it('keeps Category and Detail solid', () => {
    for (const path of [
      '/category',
      '/category/',
      '/category/diabetes',
      '/detail',
      '/detail/curso-de-telemedicina',
    ])
      expect(navTone(path), path).toBe('solid');
  });

  it('starts transparent over the dark heroes of the home and the landing pages', () => {
    for (const path of [
      '/',
      '/landing/10-obstaculos',
      '/landing/telemedicina-diabetes',
      '/pro/telemedicina',
      '/pro/Telemedicina/',
      '/pro/comunicacion-tm',
      '/pro/obstaculos-tm',
    ])
      expect(navTone(path), path).toBe('dark');
  });

  it('starts white (readable) on light pages, which change too', () => {
    for (const path of [
      '/courses',
      '/contact',
      '/landing-map',
      '/auth/login',
      '/landing/thanks',
      '/pro/descarga/gracias',
      '/categories',
      '/details',
    ])
      expect(navTone(path), path).toBe('light');
  });
});
