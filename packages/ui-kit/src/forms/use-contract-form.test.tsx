import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../button';
import type { Language } from '../i18n';
import { renderUi } from '../test/render';
import type { FieldMessages } from './field-messages';
import { FormPasswordField, FormTextField } from './form-fields';
import { FormMessage } from './form-message';
import type { FormSubmission } from './page-form';
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
  submitted,
}: {
  onValid?: (request: z.output<typeof signUp>) => void;
  refusal?: ServerRefusal;
  messages?: FieldMessages;
  submitted?: FormSubmission<{ nickname: string; password: string }>;
}) {
  const form = useContractForm(signUp, {
    defaultValues: { nickname: '', password: '' },
    messages,
    ...(submitted && { submitted }),
  });
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

  // A form posted to the server before the app ran comes back drawn by the server: its faults must
  // be in that one render (no effect runs there), and the values sent are its values.
  it('draws a posted form with its own rules’ faults in the first render, the values kept', async () => {
    render(<SignUpForm submitted={{ form: 'sign-up', values: { nickname: 'Ana', password: 'short' } }} />);
    expect(screen.getByLabelText('Apodo')).toHaveValue('Ana');
    expect(screen.getByText('Usa al menos 8 caracteres.')).toBeInTheDocument();
    // The focus goes to the first fault once the app runs.
    await waitFor(() => expect(screen.getByLabelText('Clave')).toHaveFocus());
  });

  it('draws a posted form the API refused with the refusal, not the rules (a blanked secret)', () => {
    render(
      <SignUpForm
        submitted={{
          form: 'sign-up',
          values: { nickname: 'Ana', password: '' },
          refusal: { code: 'invalid', fields: [{ field: 'nickname', reason: 'is already taken' }] },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/revisa/i);
    expect(screen.queryByText('Completa este campo.')).not.toBeInTheDocument();
  });

  it('draws the faults on the server, where only the first render counts', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { createI18n, I18nProvider } = await import('../i18n');
    const { ThemeProvider } = await import('styled-components');
    const { theme } = await import('../test/render');
    const form = <SignUpForm submitted={{ form: 'sign-up', values: { nickname: '', password: 'long-enough-1' } }} />;
    const router = createMemoryRouter([{ path: '*', element: form }]);
    const html = renderToString(
      <I18nProvider i18n={createI18n([testWords], 'es')}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>,
    );
    expect(html).toContain('Completa este campo.');
    expect(html).toContain('value="long-enough-1"');
  });

  it('keeps what was typed in the server’s form before the app took it over, and sends it', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const { createMemoryRouter, RouterProvider } = await import('react-router');
    const { createI18n, I18nProvider } = await import('../i18n');
    const { ThemeProvider } = await import('styled-components');
    const { theme } = await import('../test/render');
    const onValid = vi.fn();
    const page = () => (
      <I18nProvider i18n={createI18n([testWords], 'es')}>
        <ThemeProvider theme={theme}>
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <SignUpForm onValid={onValid} /> }])} />
        </ThemeProvider>
      </I18nProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    try {
      // Typed on the server's page: no React yet, so no handler hears it.
      const [nickname, password] = [...container.querySelectorAll('input')] as HTMLInputElement[];
      Object.assign(nickname ?? {}, { value: 'Lupita' });
      Object.assign(password ?? {}, { value: 'long-enough-1' });
      await act(async () => {
        hydrateRoot(container, page());
      });
      (container.querySelector('button[type="submit"]') as HTMLButtonElement).click();
      await waitFor(() => expect(onValid).toHaveBeenCalledWith({ nickname: 'Lupita', password: 'long-enough-1' }));
      expect(nickname?.value).toBe('Lupita');
    } finally {
      container.remove();
    }
  });
});
