import type { Meta, StoryObj } from '@storybook/react-vite';
import { z } from 'zod';
import { Button } from '../button';
import { FormCheckboxField, FormCodeInput, FormPasswordField, FormPhoneField, FormTextField } from './form-fields';
import { FormMessage } from './form-message';
import type { ServerRefusal } from './server-refusal';
import { useContractForm } from './use-contract-form';

// A stand-in contract: the kit's fields checked by a zod schema, each broken rule in the catalogue's words.
const signUp = z.object({
  name: z.string().trim().min(1, 'is required').max(40),
  password: z.string().min(8, 'must have at least 8 characters'),
  phone: z.object({ country: z.string(), number: z.string().regex(/^\d{10}$/) }),
  code: z.string().regex(/^\d{6}$/, 'must be 6 digits'),
  accepts_terms: z.literal(true, { error: 'must be accepted' }),
});

function SignUpForm({ refusal }: { refusal?: ServerRefusal }) {
  const form = useContractForm(signUp, {
    defaultValues: { name: '', password: '', phone: { country: 'mx', number: '' }, code: '', accepts_terms: false },
  });
  const { control } = form;
  const onSubmit = form.submitWith(() => {
    if (refusal) form.showRefusal(refusal);
  });
  return (
    <form ref={form.formRef} noValidate onSubmit={onSubmit}>
      <FormMessage message={form.formMessage} />
      <FormTextField control={control} name="name" label="Nombre" autoComplete="given-name" />
      <FormPasswordField control={control} name="password" label="Contraseña" autoComplete="new-password" />
      <FormPhoneField control={control} name="phone" label="Celular" countries={['mx', 'co']} />
      <FormCodeInput control={control} name="code" label="Código" />
      <FormCheckboxField control={control} name="accepts_terms" label="Acepto los términos" />
      <Button type="submit">Enviar</Button>
    </form>
  );
}

const meta = {
  component: SignUpForm,
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Enviar empty: each field says its rule, and the focus goes to the first. */
export const Empty: Story = {};

/** A request the form passes but the server refuses: the reason lands on its field. */
export const RefusedByTheServer: Story = {
  args: { refusal: { code: 'validation_error', fields: [{ field: 'password', reason: 'is too common' }] } },
};
