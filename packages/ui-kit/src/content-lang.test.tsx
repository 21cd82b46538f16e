import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentLangProvider, useContentLang } from './content-lang';

function LessonTitle() {
  return <h1 {...useContentLang()}>Planea tu flujo de efectivo</h1>;
}

describe('useContentLang', () => {
  it('marks content with the language the ally writes in', () => {
    render(
      <ContentLangProvider lang="es-MX">
        <LessonTitle />
      </ContentLangProvider>,
    );
    expect(screen.getByRole('heading')).toHaveAttribute('lang', 'es-MX');
  });

  it('adds no lang at all outside an ally’s site, so the page’s own language applies', () => {
    render(<LessonTitle />);
    expect(screen.getByRole('heading')).not.toHaveAttribute('lang');
  });
});
