import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render, unmountRendered } from '../../test/support/render.tsx';
import { toast } from '../lib/toast.ts';
import { Providers } from './providers.tsx';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

afterEach(async () => {
  // Sonner's toasts outlive a toaster: a new one would replay the last test's.
  (await import('sonner')).toast.dismiss();
  await unmountRendered();
});

describe('toasts', () => {
  it('have WCAG AA contrast (≥ 4.5:1) in every variant', async () => {
    await render(<Providers>{null}</Providers>);
    await act(async () => {
      toast.success('¡Se agregó su curso al carrito de compras!');
      toast.error('Acción fallida…');
      toast.warning('¡Este curso ya se encuentra en seleccionado!');
      toast.info('Enviando…');
      toast('Mensaje');
    });
    // The toaster is a lazy chunk; sonner replays the toasts shown before it mounted.
    for (let i = 0; i < 100 && document.querySelectorAll('[data-sonner-toast]').length < 5; i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
    }
    const toaster = document.querySelector<HTMLElement>('[data-sonner-toaster]');
    expect(toaster).not.toBeNull();
    const types = [...document.querySelectorAll('[data-sonner-toast]')].map((t) =>
      t.getAttribute('data-type'),
    );
    expect(types.filter(Boolean).sort()).toEqual(['error', 'info', 'success', 'warning']);
    expect(document.querySelector('[data-rich-colors="true"]')).not.toBeNull();
    for (const variant of ['success', 'info', 'warning', 'error', 'normal']) {
      const text = toaster!.style.getPropertyValue(`--${variant}-text`).trim();
      const bg = toaster!.style.getPropertyValue(`--${variant}-bg`).trim();
      // Unset, sonner's own light palette applies: 4.25:1 on the success toast.
      expect(text, `--${variant}-text`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(bg, `--${variant}-bg`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrast(text, bg), variant).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('toaster loading', () => {
  it('every toast goes through lib/toast.ts, and sonner loads only with the lazy toaster', () => {
    // A module importing 'sonner' directly would toast into a toaster that may never mount, and
    // would put sonner's code (and the stylesheet it inserts) in that module's chunk.
    const src = path.resolve(import.meta.dirname, '..');
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const file = path.join(dir, name);
        return statSync(file).isDirectory() ? walk(file) : [file];
      });
    const direct = walk(src)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /^import (?!type )[^;]*from 'sonner'/m.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .sort();
    expect(direct).toEqual(['app/toaster.tsx']);
  });

  it('a toast replaced by its id before sonner has loaded shows only the replacement', async () => {
    await render(<Providers>{null}</Providers>);
    await act(async () => {
      // The contact form's pattern: 'Enviando…' at once, then the answer in its place.
      const id = toast.warning('Enviando…');
      toast.success('Mensaje enviado', { id });
    });
    for (let i = 0; i < 100 && !document.querySelector('[data-sonner-toast][data-type="success"]'); i++) {
      await act(async () => {
        await new Promise((r) => setTimeout(r, 20));
      });
    }
    const shown = [...document.querySelectorAll('[data-sonner-toast]')];
    expect(shown.map((t) => [t.getAttribute('data-type'), t.textContent])).toEqual([
      ['success', 'Mensaje enviado'],
    ]);
  });
});
