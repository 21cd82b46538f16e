import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import { renderUi } from '../test/render';
import { FormCheckboxGroup, FormEmailField, FormSelectField, FormTextAreaField } from './form-fields';
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

const quiet = z
  .object({
    from: z.number().int().min(0).max(23),
    zone: z.string().min(1, 'choose a zone'),
    note: z.string().max(10, 'at most 10 characters'),
  })
  .strict();
type Quiet = z.infer<typeof quiet>;

function QuietForm({ onValid }: { onValid: (values: Quiet) => void }) {
  const form = useContractForm(quiet, { defaultValues: { from: 22, zone: '', note: '' } });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submitWith(onValid)}>
      <FormSelectField
        control={form.control}
        name="from"
        label="Desde"
        options={[21, 22, 23].map((hour) => ({ value: hour, label: `${hour}:00` }))}
      />
      <FormSelectField
        control={form.control}
        name="zone"
        label="Zona"
        options={[
          { value: '', label: 'Elige' },
          { value: 'America/Mexico_City', label: 'Ciudad de México' },
        ]}
      />
      <FormTextAreaField control={form.control} name="note" label="Nota" />
      <Button type="submit">OK</Button>
    </form>
  );
}

describe('FormSelectField and FormTextAreaField', () => {
  it('send a chosen hour as a number, a chosen zone as text and the lines typed', async () => {
    const onValid = vi.fn();
    const { user } = renderUi(<QuietForm onValid={onValid} />);
    expect(screen.getByLabelText('Desde')).toHaveValue('22');
    await user.selectOptions(screen.getByLabelText('Desde'), '23');
    await user.selectOptions(screen.getByLabelText('Zona'), 'America/Mexico_City');
    await user.type(screen.getByLabelText('Nota'), 'cierro');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onValid).toHaveBeenCalledWith({ from: 23, zone: 'America/Mexico_City', note: 'cierro' }, expect.anything());
  });

  it('say the reason on the field, in the form’s words: no zone chosen, a note too long', async () => {
    const onValid = vi.fn();
    const { user } = renderUi(<QuietForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Nota'), 'demasiado largo');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText('Zona')).toHaveAccessibleDescription('Completa este campo.');
    expect(screen.getByLabelText('Zona')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Nota')).toHaveAccessibleDescription(expect.stringMatching(/10/));
    expect(screen.getByLabelText('Nota')).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });
});

const reach = z.object({ countries: z.array(z.string()).min(1, 'choose one at least') }).strict();

function ReachForm({ onValid }: { onValid: (values: z.infer<typeof reach>) => void }) {
  const form = useContractForm(reach, { defaultValues: { countries: ['co'] } });
  return (
    <form ref={form.formRef} noValidate onSubmit={form.submitWith(onValid)}>
      <FormCheckboxGroup
        control={form.control}
        name="countries"
        label="Países"
        hint="El primero es donde abre."
        options={[
          { value: 'mx', label: 'México' },
          { value: 'co', label: 'Colombia' },
          { value: 'pe', label: 'Perú' },
        ]}
      />
      <Button type="submit">OK</Button>
    </form>
  );
}

describe('FormCheckboxGroup', () => {
  it('holds the choices in the order they were ticked, an unticked one leaving the list', async () => {
    const onValid = vi.fn();
    const { user } = renderUi(<ReachForm onValid={onValid} />);
    const group = screen.getByRole('group', { name: 'Países' });
    expect(group).toHaveAccessibleDescription('El primero es donde abre.');
    await user.click(screen.getByRole('checkbox', { name: 'Perú' }));
    await user.click(screen.getByRole('checkbox', { name: 'México' }));
    await user.click(screen.getByRole('checkbox', { name: 'Perú' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onValid).toHaveBeenCalledWith({ countries: ['co', 'mx'] }, expect.anything());
  });

  it('says the reason with the group when nothing is chosen (bad input: every box unticked)', async () => {
    const onValid = vi.fn();
    const { user } = renderUi(<ReachForm onValid={onValid} />);
    await user.click(screen.getByRole('checkbox', { name: 'Colombia' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    const group = screen.getByRole('group', { name: 'Países' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(expect.stringMatching(/El primero es donde abre\..+/));
    expect(onValid).not.toHaveBeenCalled();
  });
});
