import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractResolver } from './contract-resolver';

const options: ResolverOptions<FieldValues> = { fields: {}, shouldUseNativeValidation: false };
const describeRule = (field: string, broken: { rule: string }) => `${field}:${broken.rule}`;

// A form that holds the phone as dial code and number; the contract wants one string.
const phoneForm = z.preprocess(
  (values) => {
    const { phone } = values as { phone: { dial: string; number: string } };
    return { phone_number: phone.number ? `+${phone.dial}${phone.number}` : '' };
  },
  z.object({ phone_number: z.string().regex(/^\+\d{8,15}$/, 'must be an international number of 8 to 15 digits') }),
);

const newPassword = z.object({ password: z.string().min(8, 'must have at least 8 characters') });

describe('contractResolver', () => {
  it('asks for a field left empty even when the form holds it in another shape (no phone number)', async () => {
    const resolve = contractResolver(phoneForm, describeRule);
    const result = await resolve({ phone: { dial: '52', number: '' } }, undefined, options);
    expect(result.errors).toMatchObject({ phone_number: { type: 'required', message: 'phone_number:required' } });
  });

  it('hands over the request the contract parsed (a full number)', async () => {
    const resolve = contractResolver(phoneForm, describeRule);
    const result = await resolve({ phone: { dial: '52', number: '5512345678' } }, undefined, options);
    expect(result).toEqual({ values: { phone_number: '+525512345678' }, errors: {} });
  });

  it('checks a repeated field once the original holds (empty copy, another copy, short original)', async () => {
    const resolve = contractResolver(newPassword, describeRule, { confirm: 'password' });
    const run = async (password: string, confirm: string) =>
      (await resolve({ password, confirm }, undefined, options)).errors;
    expect(await run('tres palabras', '')).toMatchObject({ confirm: { type: 'required' } });
    expect(await run('tres palabras', 'tres palabra')).toMatchObject({ confirm: { type: 'mismatch' } });
    expect(await run('corta', 'otra')).toEqual({ password: expect.objectContaining({ type: 'too_small' }) });
    expect(await run('tres palabras', 'tres palabras')).toEqual({});
  });
});
