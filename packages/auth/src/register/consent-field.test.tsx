import type { Brand } from '@aula/brand/brand';
import { allyRoutePattern } from '@aula/contracts/site-paths';
import { testBrand } from '@aula/testing/brand-themes';
import { renderWithProviders } from '@aula/testing/render';
import { CurrentBrandProvider } from '@aula/ui-kit/current-brand';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages';
import { ConsentField } from './consent-field';

function brandFor(allyCode: string, legal?: Brand['config']['legal']): Brand {
  const { config, theme } = testBrand(allyCode);
  return { config: { ...config, legal: legal ?? config.legal }, theme, logoUrl: '', faviconUrl: '' };
}

function Consent() {
  const { control } = useForm<{ accepts_terms: boolean }>({ defaultValues: { accepts_terms: false } });
  return <ConsentField control={control} name="accepts_terms" />;
}

function renderConsent(brand: Brand | null, { language = 'es' as 'es' | 'en', country = 'mx' } = {}) {
  const allyCode = brand?.config.allyCode ?? 'impulsa';
  return renderWithProviders(
    brand ? <CurrentBrandProvider brand={brand}>{<Consent />}</CurrentBrandProvider> : <Consent />,
    {
      route: `/${country}/${allyCode}/registro`,
      path: allyRoutePattern('register'),
      messages: [authMessages],
      language,
    },
  );
}

describe('the registration consent', () => {
  it.each(['impulsa', 'crecer'])(
    'names %s and links its terms and privacy notice, each opening in a new tab',
    (ally) => {
      const brand = brandFor(ally);
      const { container } = renderConsent(brand);
      const name = brand.config.name;
      expect(screen.getByRole('checkbox', { name: `Acepto los términos de uso y el aviso de privacidad de ${name}.` }));
      expect(screen.getByText(`Antes de aceptar, lee los documentos de ${name}:`)).toBeInTheDocument();
      const terms = screen.getByRole('link', { name: 'Términos de uso (se abre en otra pestaña)' });
      const privacy = screen.getByRole('link', { name: 'Aviso de privacidad (se abre en otra pestaña)' });
      expect(terms).toHaveAttribute('href', `/mx/${ally}/terminos`);
      expect(privacy).toHaveAttribute('href', `/mx/${ally}/privacidad`);
      for (const link of [terms, privacy]) expect(link).toHaveAttribute('target', '_blank');
      // Bad case: the product's name where the ally's belongs.
      expect(container).not.toHaveTextContent(/Aula/);
    },
  );

  it('links the ally’s own pages when brand.json gives their https addresses, on the page’s country', () => {
    renderConsent(brandFor('impulsa', { termsUrl: 'https://impulsa.example/terminos', privacyUrl: 'privacidad' }), {
      country: 'co',
    });
    expect(screen.getByRole('link', { name: /Términos de uso/ })).toHaveAttribute(
      'href',
      'https://impulsa.example/terminos',
    );
    expect(screen.getByRole('link', { name: /Aviso de privacidad/ })).toHaveAttribute('href', '/co/impulsa/privacidad');
  });

  it('says it in English', () => {
    renderConsent(brandFor('crecer'), { language: 'en' });
    expect(screen.getByRole('checkbox', { name: 'I accept the terms of use and the privacy notice of Crecer.' }));
    expect(screen.getByRole('link', { name: 'Terms of use (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/mx/crecer/terminos',
    );
    expect(screen.getByRole('link', { name: 'Privacy notice (opens in a new tab)' })).toBeInTheDocument();
  });

  it('outside an ally’s page (no brand) names no one, and never the product', () => {
    const { container } = renderConsent(null);
    expect(screen.getByRole('checkbox', { name: 'Acepto los términos de uso y el aviso de privacidad.' }));
    expect(container).not.toHaveTextContent(/Aula/);
  });
});
