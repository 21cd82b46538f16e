import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedAna } from '../test-fixtures';
import { renderSignedIn } from '../test-render';
import { ProfileHome } from './profile-home';

const server = useMswServer();
const renderHome = () => renderSignedIn(<ProfileHome />, '/mx/impulsa/seccion/perfil', allyRoutePattern('profile'));

describe('ProfileHome', () => {
  beforeEach(() => {
    seedAna();
  });

  it('greets the learner by the saved name and links to each profile screen of the ally', async () => {
    renderHome();
    expect(await screen.findByText('Ana López')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datos personales' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/perfil/datos-personales',
    );
    expect(screen.getByRole('link', { name: 'Datos de tu negocio' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/perfil/negocio',
    );
    expect(screen.getByRole('link', { name: 'Diagnóstico de tu negocio' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/perfil/encuesta',
    );
    expect(screen.getByRole('link', { name: 'Contraseña y sesiones' })).toHaveAttribute(
      'href',
      '/mx/impulsa/seccion/cuenta',
    );
  });

  it("shows the topics and the ally's own customers (not another ally's)", async () => {
    const state = mockState();
    renderHome();
    const community = await screen.findByRole('region', { name: 'Aprendes en compañía' });
    const [subject] = state.subjects;
    if (subject) expect(await within(community).findByText(subject.name)).toBeInTheDocument();
    const ours = state.allyCustomers.filter((customer) => customer.ally_code === 'impulsa');
    const theirs = state.allyCustomers.filter((customer) => customer.ally_code !== 'impulsa');
    for (const customer of ours) expect(await within(community).findByText(customer.name)).toBeInTheDocument();
    for (const customer of theirs) expect(within(community).queryByText(customer.name)).not.toBeInTheDocument();
  });

  it('leaves the community out when its lists cannot be loaded', async () => {
    server.use(
      http.get('*/api/subject/', () => HttpResponse.json({}, { status: 500 })),
      http.get('*/api/catalogs/ally_customers/', () => HttpResponse.json({}, { status: 500 })),
    );
    renderHome();
    expect(await screen.findByText('Ana López')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aprendes en compañía' })).not.toBeInTheDocument();
  });
});
