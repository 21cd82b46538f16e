import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardBody } from './card';
import { CardTitleLink } from './card-title-link';
import { renderUi } from './test/render';

function LessonCard() {
  return (
    <Card>
      <CardBody>
        <h3>
          <CardTitleLink to="/mx/impulsa/seccion/lecciones/3">Planea tu flujo de efectivo</CardTitleLink>
        </h3>
        <span>12 min</span>
      </CardBody>
    </Card>
  );
}

describe('CardTitleLink', () => {
  it('is the card’s one link, named by the title alone', () => {
    renderUi(<LessonCard />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName('Planea tu flujo de efectivo');
  });

  it('opens the card’s page inside the app', async () => {
    const { user, router } = renderUi(<LessonCard />);
    await user.click(screen.getByRole('link', { name: 'Planea tu flujo de efectivo' }));
    expect(router.state.location.pathname).toBe('/mx/impulsa/seccion/lecciones/3');
  });

  it('takes the card’s text colour, not a link’s', () => {
    const { theme } = renderUi(<LessonCard />);
    expect(screen.getByRole('link')).toHaveStyle({ color: theme.colors.text, textDecoration: 'none' });
  });
});
