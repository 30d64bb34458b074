import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries, settle, textOf } from '../../../../test/support/render.tsx';
import ContactFormView from './contact-form.tsx';
import { missingContactFields } from './missing-fields.ts';

beforeEach(() => {
  localStorage.clear();
  // Geolocation never answers here: the defaults stay.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
});
afterEach(() => vi.unstubAllGlobals());

const filled = {
  name: 'Ana',
  last_name: 'Pérez',
  email: 'ana@ejemplo.com',
  country: 'EC',
  movil: '',
  message: 'Quisiera saber si el curso emite certificado.',
  accept: true as const,
};

function type(input: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto =
    input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('missingContactFields', () => {
  it('names what keeps the form from being sent, in the form order', () => {
    expect(missingContactFields(filled)).toEqual([]);
    expect(
      missingContactFields({ ...filled, name: ' ', email: 'ana@', accept: false as unknown as true }),
    ).toEqual(['nombre', 'correo electrónico válido', 'aceptar los términos y condiciones']);
    expect(missingContactFields({ ...filled, message: '' })).toEqual(['mensaje']);
  });
});

describe('the contact form', () => {
  it('says under the disabled button what is missing, and stops saying it once all is there', async () => {
    const { container } = await renderWithQueries(<ContactFormView idPrefix="t" />);
    const button = container.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    await settle(() => Boolean(container.querySelector('#t-missing')));
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe('t-missing');
    expect(textOf(container.querySelector('#t-missing'))).toBe(
      'Falta: nombre, apellido, correo electrónico válido, mensaje y aceptar los términos y condiciones.',
    );

    await act(async () => {
      type(container.querySelector<HTMLInputElement>('#t-name')!, 'Ana');
      type(container.querySelector<HTMLInputElement>('#t-last-name')!, 'Pérez');
      type(container.querySelector<HTMLInputElement>('#t-email')!, 'ana@ejemplo.com');
      type(container.querySelector<HTMLTextAreaElement>('#t-message')!, 'Quisiera saber más.');
    });
    await settle(
      () => textOf(container.querySelector('#t-missing')) === 'Falta: aceptar los términos y condiciones.',
    );
    await act(async () => {
      container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click();
    });
    await settle(() => !container.querySelector('#t-missing'));
    expect(button.disabled).toBe(false);
    expect(button.hasAttribute('aria-describedby')).toBe(false);
  });

  it('starts the phone on Ecuador (+593), as every other form, until geolocation answers', async () => {
    const { container } = await renderWithQueries(<ContactFormView idPrefix="t" />);
    const country = container.querySelector<HTMLSelectElement>('#t-phone-country')!;
    expect(country.value).toBe('EC');
    expect(textOf(country.nextElementSibling)).toContain('+593');
  });
});
