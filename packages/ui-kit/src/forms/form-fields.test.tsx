import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import { renderUi } from '../test/render';
import { FormEmailField } from './form-fields';
import { FormMessage } from './form-message';
import { useContractForm } from './use-contract-form';

const contact = z.object({ email: z.email('must be an email') }).strict();

function ContactForm({ onValid, autoComplete }: { onValid: (email: string) => void; autoComplete?: string }) {
  const form = useContractForm(contact, { defaultValues: { email: '' } });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submitWith(({ email }) => onValid(email))}>
      <FormMessage message={form.formMessage} />
      <FormEmailField control={form.control} name="email" label="Correo" autoComplete={autoComplete} />
      <Button type="submit">OK</Button>
    </form>
  );
}

describe('FormEmailField', () => {
  it('asks phones for the email keyboard, without capitals or spelling marks, and fills as an address', () => {
    renderUi(<ContactForm onValid={vi.fn()} />);
    const field = screen.getByLabelText('Correo');
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('inputmode', 'email');
    expect(field).toHaveAttribute('autocapitalize', 'none');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('autocomplete', 'email');
  });

  it('fills as the account name at sign-in when told to', () => {
    renderUi(<ContactForm onValid={vi.fn()} autoComplete="username" />);
    expect(screen.getByLabelText('Correo')).toHaveAttribute('autocomplete', 'username');
  });

  it('holds a typed address to the contract: "maria@" is refused on the field, a whole address is sent', async () => {
    const onValid = vi.fn();
    const { user } = renderUi(<ContactForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Correo'), 'maria@');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText('Correo')).toHaveAccessibleDescription(expect.stringMatching(/.+/));
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Correo'), 'ejemplo.com');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onValid).toHaveBeenCalledWith('maria@ejemplo.com');
  });
});
