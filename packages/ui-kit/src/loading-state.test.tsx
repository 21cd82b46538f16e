import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState } from './loading-state';
import { renderUi } from './test/render';

describe('LoadingState', () => {
  it('is a polite status that screen readers read out', () => {
    renderUi(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('says what is loading when told', () => {
    renderUi(<LoadingState label="Cargando lecciones…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Cargando lecciones…');
  });
});
