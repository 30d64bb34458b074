import '@campus/contract';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

type Form = { text: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>;
const rules = z.object({ text: z.string().trim().min(1).max(5) });

describe('lazyZodResolver', () => {
  it('loads the schema once, on first use, and answers with its Spanish messages', async () => {
    const load = vi.fn(async () => rules);
    const { resolver, prefetch } = lazyZodResolver<Form>(load);
    expect(load).not.toHaveBeenCalled();
    prefetch();
    const empty = await resolver({ text: '  ' }, undefined, options);
    expect(empty.errors.text?.message).toBe('El campo text es requerido');
    const fine = await resolver({ text: ' hola ' }, undefined, options);
    expect(fine).toEqual({ values: { text: 'hola' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the rules cannot be fetched, lets the form send (the API checks) and tries again next time', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(rules);
    const { resolver } = lazyZodResolver<Form>(load);
    expect(await resolver({ text: '' }, undefined, options)).toEqual({ values: { text: '' }, errors: {} });
    const retried = await resolver({ text: '' }, undefined, options);
    expect(retried.errors.text?.message).toBe('El campo text es requerido');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
