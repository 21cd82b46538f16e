import type { Meta, StoryObj } from '@storybook/react-vite';
import { GlobalStyle } from './global-style';

/** The page-wide defaults every story already wears (preview.tsx mounts GlobalStyle): type, links, focus. */
function BaseElements() {
  return (
    <>
      <GlobalStyle />
      <h1>Planea tu flujo de efectivo</h1>
      <h2>Qué vas a aprender</h2>
      <h3>Parte 1: entradas y salidas</h3>
      <p>
        Un párrafo de lección con texto largo que se ajusta al ancho del teléfono y se lee con calma, con{' '}
        <a href="#siguiente">un enlace</a> para probar el foco con el teclado.
      </p>
      <button type="button">Un botón sin estilos propios</button>
    </>
  );
}

const meta = { component: BaseElements } satisfies Meta<typeof BaseElements>;

export default meta;
export const TypeAndFocus: StoryObj<typeof meta> = {};
