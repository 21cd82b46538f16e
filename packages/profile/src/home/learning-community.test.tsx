import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { testBrands } from '@aula/testing/brand-themes';
import { plantSession } from '@aula/testing/cookies';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { profileMessages } from '../messages';
import { LearningCommunity } from './learning-community';

useMswServer();

function renderCommunity(allyCode: string, language: 'es' | 'en') {
  plantSession('mock-token-1');
  return renderWithProviders(<LearningCommunity allyCode={allyCode} />, {
    route: `/mx/${allyCode}/seccion/perfil`,
    path: allyRoutePattern('profile'),
    brand: allyCode,
    messages: [profileMessages],
    language,
    preloadedState: { session: { signedIn: true, user: null } },
  });
}

// The teachers, campuses and partner kinds of the shared catalogues belong to no ally: shown on an
// ally's profile they read as that ally's ("Mariana López, contadora", "Centro Aula Coyoacán",
// "Aliados que hacen posible Aula: Banco").
describe.each(testBrands.flatMap((brand) => [[brand, 'es'] as const, [brand, 'en'] as const]))(
  'LearningCommunity of %s (%s)',
  (allyCode, language) => {
    it('shows no stock teacher, centre or partner, and never the product name', async () => {
      const state = mockState();
      renderCommunity(allyCode, language);
      const [subject] = state.subjects;
      if (!subject) throw new Error('the mocks hold no subject');
      const community = (await screen.findByText(subject.name)).closest('section');
      if (!community) throw new Error('the community is not a section');
      for (const teacher of state.teachers) {
        expect(within(community).queryByText(teacher.name, { exact: false })).not.toBeInTheDocument();
        expect(within(community).queryByText(teacher.bio, { exact: false })).not.toBeInTheDocument();
      }
      for (const campus of state.campuses) {
        expect(within(community).queryByText(campus.name, { exact: false })).not.toBeInTheDocument();
      }
      for (const group of state.groups) {
        expect(within(community).queryByText(group.name, { exact: false })).not.toBeInTheDocument();
      }
      for (const partner of state.allyTypes) {
        expect(within(community).queryByText(partner.name)).not.toBeInTheDocument();
      }
      expect(community.textContent).not.toMatch(/\bAula\b/);
    });
  },
);
