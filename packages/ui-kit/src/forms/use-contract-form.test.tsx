import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import type { Language } from '../i18n';
import { renderUi } from '../test/render';
import type { FieldMessages } from './field-messages';
import { FormPasswordField, FormTextField } from './form-fields';
import { FormMessage } from './form-message';
import type { ServerRefusal } from './server-refusal';
import { useContractForm } from './use-contract-form';

const signUp = z
  .object({
    nickname: z.string().trim().min(1, 'is required').max(12),
    password: z.string().min(8, 'must have at least 8 characters'),
  })
  .strict();

const testWords = {
  namespace: 'test',
  es: { nicknameRequired: 'Escribe cómo te llamamos.' },
  en: { nicknameRequired: 'Enter what we call you.' },
};

function SignUpForm({
  onValid = vi.fn(),
  refusal,
  messages,
}: {
  onValid?: (request: z.output<typeof signUp>) => void;
  refusal?: ServerRefusal;
  messages?: FieldMessages;
}) {
  const form = useContractForm(signUp, { defaultValues: { nickname: '', password: '' }, messages });
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={form.submitWith((request) => (refusal ? form.showRefusal(refusal) : onValid(request)))}
    >
      <FormMessage message={form.formMessage} />
      <FormTextField control={form.control} name="nickname" label="Apodo" />
      <FormPasswordField control={form.control} name="password" label="Clave" />
      <Button type="submit">OK</Button>
    </form>
  );
}

const render = (ui: React.ReactElement, language: Language = 'es') => renderUi(ui, { language, catalogs: [testWords] });

describe('useContractForm', () => {
  it.each([
    ['es', 'Completa este campo.', 'Usa al menos 8 caracteres.'],
    ['en', 'Fill in this field.', 'Use at least 8 characters.'],
  ] as const)(
    'says each broken rule in %s (empty nickname, 7-character password)',
    async (language, required, short) => {
      const onValid = vi.fn();
      const { user } = render(<SignUpForm onValid={onValid} />, language);
      await user.type(screen.getByLabelText('Clave'), 'abcdefg');
      await user.click(screen.getByRole('button', { name: 'OK' }));
      expect(await screen.findByText(required)).toBeInTheDocument();
      expect(screen.getByText(short)).toBeInTheDocument();
      expect(screen.getByLabelText('Apodo')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText('Apodo')).toHaveFocus();
      expect(onValid).not.toHaveBeenCalled();
    },
  );

  it("says a form's own sentence where it names one (empty nickname)", async () => {
    const { user } = render(<SignUpForm messages={{ nickname: { required: 'test:nicknameRequired' } }} />);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Escribe cómo te llamamos.')).toBeInTheDocument();
  });

  it('hands over the parsed request once every rule holds (padded nickname)', async () => {
    const onValid = vi.fn();
    const { user } = render(<SignUpForm onValid={onValid} />);
    await user.type(screen.getByLabelText('Apodo'), '  Ana ');
    await user.type(screen.getByLabelText('Clave'), 'tres palabras juntas');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ nickname: 'Ana', password: 'tres palabras juntas' }));
  });

  it("shows the server's reason on its field and asks to check it (a common password)", async () => {
    const refusal = { code: 'validation_error', fields: [{ field: 'password', reason: 'is too common' }] };
    const { user } = render(<SignUpForm refusal={refusal} />);
    await user.type(screen.getByLabelText('Apodo'), 'Ana');
    await user.type(screen.getByLabelText('Clave'), 'password1');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText(/Esa contraseña es de las más usadas/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa los datos marcados e intenta de nuevo.');
    expect(screen.getByLabelText('Clave')).toHaveFocus();
  });

  it('puts a reason for a field the form lacks in the form message, focused (unknown field)', async () => {
    const refusal = { code: 'validation_error', fields: [{ field: 'ally_code', reason: 'is required' }] };
    const { user } = render(<SignUpForm refusal={refusal} />, 'en');
    await user.type(screen.getByLabelText('Apodo'), 'Ana');
    await user.type(screen.getByLabelText('Clave'), 'tres palabras juntas');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again in a few minutes.'),
    );
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(screen.getByLabelText('Clave')).not.toHaveAttribute('aria-invalid');
  });
});
