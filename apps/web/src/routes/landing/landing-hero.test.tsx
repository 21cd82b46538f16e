import { landingPages } from '@aula/mocks/fixtures/landing-pages';
import { useMswServer } from '@aula/testing/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';

useMswServer();

const crecer = landingPages.find((page) => page.ally_code === 'crecer');

/** The hero of the ally's landing, once its page has come (a chunk and a request of their own). */
const hero = async () => {
  const title = await screen.findByRole('heading', { level: 1, name: crecer?.title ?? '' }, { timeout: 5_000 });
  const pitch = title.parentElement;
  if (!pitch) throw new Error('the title has no pitch around it');
  return { title, pitch: within(pitch) };
};

describe("the landing's call to action", () => {
  it("is the ally's own words on a page in the ally's language", async () => {
    renderApp('/mx/crecer');
    const link = (await hero()).pitch.getByRole('link', { name: crecer?.call_to_action ?? '' });
    expect(link).toHaveAttribute('href', '/mx/crecer/registro');
  });

  it("is the interface's words on an English page, so no Spanish button ('Quiero crecer') sits there", async () => {
    renderApp('/mx/crecer', { language: 'en' });
    const { title, pitch } = await hero();
    const link = pitch.getByRole('link', { name: 'Create my free account' });
    expect(link).toHaveAttribute('href', '/mx/crecer/registro');
    expect(link.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('link', { name: crecer?.call_to_action ?? '' })).not.toBeInTheDocument();
    // The pitch itself stays the ally's, marked as Spanish for screen readers.
    expect(title).toHaveAttribute('lang', 'es');
  });
});
