import { ALLY_ROOT_PATTERN } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { renderWithProviders } from '@aula/testing/render';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { profileMessages } from '../messages';
import { seedAna } from '../test-fixtures';
import { renderSignedIn } from '../test-render';
import { LearnerBadge } from './learner-badge';

useMswServer();
const site = { country: 'mx', allyCode: 'impulsa' };

describe('LearnerBadge', () => {
  beforeEach(() => {
    seedAna();
  });

  it("shows the signed-in learner's initials and first name, linking to the profile", async () => {
    renderSignedIn(<LearnerBadge site={site} />, '/mx/impulsa', ALLY_ROOT_PATTERN);
    const badge = await screen.findByRole('link', { name: 'Tu perfil: Ana' });
    expect(badge).toHaveAttribute('href', '/mx/impulsa/seccion/perfil');
    expect(badge).toHaveTextContent('AL');
  });

  it('shows nothing, and asks the API nothing, for an anonymous visitor', () => {
    renderWithProviders(<LearnerBadge site={site} />, { messages: [profileMessages] });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
