import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCurriculumScreen } from '../test/render-curriculum-screen';
import { recordSaves } from '../test/upload-picture';
import { ModuleEditorScreen } from './module-editor-screen';
import { ModulesScreen } from './modules-screen';

const server = useMswServer();

const BOX = 'Otorga certificado al completarlo';

function mockModule(id: number) {
  const module = mockState().curriculum.modules.find((item) => item.id === id);
  if (!module) throw new Error(`the mock curriculum has no module ${id}`);
  return module;
}

async function openModule(id: number) {
  renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', `consola/modulos/${id}`);
  return screen.findByRole('checkbox', { name: BOX });
}

describe('a module that awards a certificate', () => {
  it('stays certifying when another of its fields is saved', async () => {
    mockModule(101).certifying = true;
    const saves = recordSaves(server.events);
    const box = await openModule(101);
    expect(box).toBeChecked();
    const title = screen.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Vende más');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(saves.bodies).toEqual([expect.objectContaining({ title: 'Vende más', certifying: true })]);
    expect(mockModule(101)).toMatchObject({ title: 'Vende más', certifying: true });
  });

  it('is switched on and off by its box, which says what it does in the ally’s name', async () => {
    const saves = recordSaves(server.events);
    const box = await openModule(102);
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(
      'Quien termine todas sus lecciones y apruebe sus comprobaciones recibe un certificado verificable a nombre de Impulsa.',
    );
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mockModule(102).certifying).toBe(true));
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(mockModule(102).certifying).toBe(false));
    expect(saves.bodies.map((body) => body.certifying)).toEqual([true, false]);
  });

  it('is marked "Con certificado" in the modules list, and only it', async () => {
    // The demo's first module certifies (as the seed's does); the second is made to, then not.
    mockModule(101).certifying = false;
    mockModule(102).certifying = true;
    renderCurriculumScreen(<ModulesScreen />, 'consoleModules', 'consola/modulos');
    const list = await screen.findByRole('list', { name: 'Orden de los módulos' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(second).toHaveTextContent(/Cuentas claras.*Con certificado.*Borrador/);
    expect(first).not.toHaveTextContent('Con certificado');
  });
});
