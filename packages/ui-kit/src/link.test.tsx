import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonAnchor, ButtonLink, Link, TextAnchor } from './link';
import { renderUi } from './test/render';

describe('Link', () => {
  it('navigates inside the app without reloading the page', async () => {
    const { user, router } = renderUi(<Link to="/mx/impulsa/recuperar">¿Olvidaste tu contraseña?</Link>);
    await user.click(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/recuperar');
  });

  it('is underlined, so it is never told apart by colour alone', () => {
    renderUi(<Link to="/">Inicio</Link>);
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveStyle({ textDecoration: 'underline' });
  });
});

describe('TextAnchor', () => {
  it('draws a link out of the app as the in-app text links: the brand colour, underlined', () => {
    const { theme } = renderUi(<TextAnchor href="https://wa.me/525550001000">Escríbenos</TextAnchor>);
    const anchor = screen.getByRole('link', { name: 'Escríbenos' });
    expect(anchor).toHaveAttribute('href', 'https://wa.me/525550001000');
    expect(anchor).toHaveStyle({ color: theme.colors.primary, textDecoration: 'underline' });
  });
});

describe('ButtonLink and ButtonAnchor', () => {
  it('dress an in-app link as the primary button, thumb-sized', () => {
    const { theme } = renderUi(<ButtonLink to="/mx/impulsa/registro">Crear mi cuenta</ButtonLink>);
    expect(screen.getByRole('link', { name: 'Crear mi cuenta' })).toHaveStyle({
      backgroundColor: theme.colors.primary,
      color: theme.colors.onPrimary,
      minHeight: '44px',
    });
  });

  it('dress a link out of the app the same way and keep where it goes', () => {
    const { theme } = renderUi(
      <ButtonAnchor href="https://example.com/sala" $variant="secondary">
        Abrir la sesión
      </ButtonAnchor>,
    );
    const anchor = screen.getByRole('link', { name: 'Abrir la sesión' });
    expect(anchor).toHaveAttribute('href', 'https://example.com/sala');
    expect(anchor).toHaveStyle({ backgroundColor: theme.colors.secondary, minHeight: '44px' });
  });
});
