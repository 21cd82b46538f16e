import { allyRoutePattern } from '@aula/contracts/site-paths';
import { useMswServer } from '@aula/testing/msw';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, SITE } from '../test-screen';
import { ModulesScreen } from './modules-screen';

useMswServer();

describe('ModulesScreen', { timeout: 20_000 }, () => {
  it('fetches the first module’s cover at once and first (the largest paint on a phone), the others lazily', async () => {
    renderScreen(<ModulesScreen />, `${SITE}/seccion/modulos`, allyRoutePattern('modules'));
    await screen.findAllByRole('article');
    const covers = document.querySelectorAll('article img');
    expect(covers.length).toBeGreaterThan(1);
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    // A cover further down must not compete with the first.
    for (const cover of [...covers].slice(1)) {
      expect(cover).toHaveAttribute('loading', 'lazy');
      expect(cover).not.toHaveAttribute('fetchpriority');
    }
  });
});
