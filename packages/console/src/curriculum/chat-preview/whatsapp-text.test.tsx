import { testTheme } from '@aula/testing/brand-themes';
import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { WhatsAppText } from './whatsapp-text';

/** The markup drawn for `text` (a link's class names, styled-components' own, left out). */
const drawn = (text: string) =>
  render(
    <ThemeProvider theme={testTheme()}>
      <p>
        <WhatsAppText text={text} />
      </p>
    </ThemeProvider>,
  ).container.firstElementChild?.innerHTML.replace(/ class="[^"]*"/g, '');

describe('WhatsAppText', () => {
  it('draws *bold*, _italic_ and ~struck~ as elements, nested ones too', () => {
    expect(drawn('*Título*\n\nAnota _cada_ gasto, ~nunca~ *_todo_*.')).toBe(
      '<strong>Título</strong>\n\nAnota <em>cada</em> gasto, <s>nunca</s> <strong><em>todo</em></strong>.',
    );
  });

  it('leaves signs inside words and unclosed marks as they are', () => {
    expect(drawn('2*3*4 y snake_case_name y * suelto y *abierto')).toBe(
      '2*3*4 y snake_case_name y * suelto y *abierto',
    );
  });

  it('shows markup as text, never as HTML', () => {
    expect(drawn('*<img src=x onerror=alert(1)>*')).toBe('<strong>&lt;img src=x onerror=alert(1)&gt;</strong>');
  });

  it('links only http(s) addresses, marks inside them untouched', () => {
    const html = drawn('Mira el video aquí: https://aula.example/media/mi_video_corto.mp4 o javascript:alert(1)');
    expect(html).toContain('href="https://aula.example/media/mi_video_corto.mp4"');
    expect(html).not.toContain('<em>');
    expect(html).not.toContain('href="javascript');
  });
});
