import { allyRoutePattern } from '@aula/contracts/site-paths';
import { clearAllCookies, plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsOf, recordCalls, renderScreen } from '../test-render';
import { SignOutScreen } from './sign-out-screen';

const server = useMswServer();
afterEach(clearAllCookies);

const renderSignOut = (language: 'es' | 'en' = 'es') =>
  renderScreen(<SignOutScreen />, { route: '/mx/impulsa/salir', path: allyRoutePattern('signOut'), language });

describe('SignOutScreen', () => {
  it('asks first, as a form that works before the app, with the way back to the lessons', () => {
    renderSignOut();
    expect(screen.getByRole('heading', { level: 1, name: '¿Cerrar sesión?' })).toBeInTheDocument();
    const leave = screen.getByRole('button', { name: 'Sí, cerrar sesión' });
    expect(leave.closest('form')?.getAttribute('method')).toBe('post');
    expect(screen.getByRole('link', { name: 'Seguir aquí' })).toHaveAttribute('href', '/mx/impulsa/seccion');
  });

  it('once the app runs, ends the session itself and lands on the ally’s home page', async () => {
    plantSession('mock-token-1');
    const calls = recordCalls(server);
    const { user } = renderSignOut();
    await user.click(screen.getByRole('button', { name: 'Sí, cerrar sesión' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/mx\/impulsa$/));
    expect(callsOf(calls)).toContain('POST /api/logout/');
  });

  it('says it in English', () => {
    renderSignOut('en');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, sign out' })).toBeInTheDocument();
  });
});
