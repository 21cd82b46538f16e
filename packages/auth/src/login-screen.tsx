import { Button } from '@aula/ui-kit/button';
import { Card, CardBody } from '@aula/ui-kit/card';
import { Page } from '@aula/ui-kit/page';
import { Tabs } from '@aula/ui-kit/tabs';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { CredentialFields } from './credential-fields';
import { credentialsFor, type LoginMode, type LoginValues, loginModes, validateCredentials } from './credentials';
import { safeRedirectPath } from './safe-redirect';
import { useSignIn } from './use-sign-in';

const Narrow = styled(Page)`
  max-width: 28rem;
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;

  &:empty {
    display: none;
  }
`;

const modeLabels: Record<LoginMode, string> = { email: 'modeEmail', phone: 'modePhone', pin: 'modePin' };

/** `/:country/:brand/login`: three ways in (email, phone + password, phone + PIN) as tabs. */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const { country = '', brand = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [mode, setMode] = useState<LoginMode>('email');
  const [values, setValues] = useState<LoginValues>({
    email: '',
    phone: { country, number: '' },
    password: '',
    pin: '',
  });
  const { signIn, problem, setProblem, loading } = useSignIn(country);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, focus goes to the first field to fix (its error is read with it).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [problem]);

  function selectMode(next: string) {
    setMode(next as LoginMode);
    setProblem({ fieldErrors: {} });
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const credentials = credentialsFor(mode, values);
    const fieldErrors = validateCredentials(credentials);
    if (Object.keys(fieldErrors).length > 0) {
      setProblem({ fieldErrors });
      return;
    }
    if (await signIn(credentials)) {
      const target = safeRedirectPath(searchParams.get('redirect')) ?? `/${country}/${brand}/seccion`;
      navigate(target, { replace: true });
    }
  }

  const form = (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <FormError role="alert">{problem.formError ? t(problem.formError) : ''}</FormError>
      <CredentialFields
        mode={mode}
        values={values}
        errors={problem.fieldErrors}
        country={country}
        onChange={setValues}
      />
      <Button type="submit" block loading={loading}>
        {t('submit')}
      </Button>
    </form>
  );

  return (
    <Narrow>
      <h1>{t('title')}</h1>
      <Intro>{t('intro')}</Intro>
      <Card>
        <CardBody>
          <Tabs
            label={t('modes')}
            selectedId={mode}
            onSelect={selectMode}
            tabs={loginModes.map((id) => ({ id, label: t(modeLabels[id]), panel: form }))}
          />
        </CardBody>
      </Card>
    </Narrow>
  );
}
