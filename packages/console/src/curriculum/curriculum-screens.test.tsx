import { mockPictures } from '@aula/mocks/fixtures/media-pictures';
import { addMockMedia } from '@aula/mocks/handlers/console-media';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCurriculumScreen } from '../test/render-curriculum-screen';
import { firstUploadedPicture, uploadPicture } from '../test/upload-picture';
import { LessonEditorScreen } from './lesson-editor-screen';
import { ModuleEditorScreen } from './module-editor-screen';
import { ModulesScreen } from './modules-screen';

useMswServer();

describe('ModulesScreen', () => {
  it("lists the ally's modules in order with their state and counts, none of another ally's", async () => {
    renderCurriculumScreen(<ModulesScreen />, 'consoleModules', 'consola/modulos');
    const list = await screen.findByRole('list', { name: 'Orden de los módulos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Vende más y mejor.*2 lecciones \(1 publicadas\).*Publicado/),
      expect.stringMatching(/Cuentas claras.*0 lecciones.*Borrador/),
    ]);
    expect(screen.queryByText('Inventario sin sorpresas')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nuevo módulo' })).toHaveAttribute(
      'href',
      '/mx/impulsa/consola/modulos/nuevo',
    );
  });

  it('moves a module down with its button and saves the order', async () => {
    renderCurriculumScreen(<ModulesScreen />, 'consoleModules', 'consola/modulos', 'impulsa', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Move “Vende más y mejor” down' }));
    expect(await screen.findByText('Order saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        mockState()
          .curriculum.modules.filter((module) => module.allyId === 1)
          .sort((a, b) => a.order - b.order)
          .map((module) => module.title),
      ).toEqual(['Cuentas claras', 'Vende más y mejor']),
    );
  });

  it('says so when the ally has no module yet', async () => {
    mockState().curriculum.modules = [];
    renderCurriculumScreen(<ModulesScreen />, 'consoleModules', 'consola/modulos');
    expect(await screen.findByText('Todavía no hay módulos. Crea el primero.')).toBeInTheDocument();
  });
});

describe('ModuleEditorScreen', () => {
  it('refuses a new module without a title, naming the field', async () => {
    renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', 'consola/modulos/nuevo');
    await userEvent.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('textbox', { name: /Título/ })).toHaveAccessibleDescription(/.+/);
    expect(mockState().curriculum.modules).toHaveLength(3);
  });

  it("shows a module's lessons and publishes the module", async () => {
    renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', 'consola/modulos/102');
    expect(await screen.findByDisplayValue('Cuentas claras')).toBeInTheDocument();
    expect(screen.getByText('Este módulo no tiene lecciones todavía.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar módulo' }));
    expect(await screen.findByText('Módulo publicado: sus lecciones publicadas ya se ven.')).toBeInTheDocument();
    expect(mockState().curriculum.modules.find((module) => module.id === 102)?.published_at).not.toBeNull();
  });

  it('fills the cover address with an uploaded image, previews it under the title and saves it', async () => {
    renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', 'consola/modulos/102');
    expect(await screen.findByDisplayValue('Cuentas claras')).toBeInTheDocument();
    expect(screen.getByText('Sin imagen')).toBeInTheDocument();
    const address = await uploadPicture('Imagen de portada (dirección)');
    expect(screen.getByRole('img', { name: 'Cuentas claras' })).toHaveAttribute('src', firstUploadedPicture('impulsa'));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(mockState().curriculum.modules.find((module) => module.id === 102)?.cover_image_url).toBe(
        firstUploadedPicture('impulsa'),
      ),
    );
    // The address stays the editor's to change: a typed one replaces the uploaded picture.
    await userEvent.clear(address);
    await userEvent.type(address, 'https://fotos.example/caja.jpg');
    expect(screen.getByRole('img', { name: 'Cuentas claras' })).toHaveAttribute(
      'src',
      'https://fotos.example/caja.jpg',
    );
  });

  it("fills the cover address with a picture chosen from the ally's pictures", async () => {
    addMockMedia(1, mockPictures('impulsa'));
    renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', 'consola/modulos/102');
    expect(await screen.findByDisplayValue('Cuentas claras')).toBeInTheDocument();
    const browse = screen.getByRole('button', { name: 'Elegir de tus imágenes' });
    await userEvent.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Usar «mostrador.png»' }));
    expect(screen.getByRole('textbox', { name: 'Imagen de portada (dirección)' })).toHaveValue(
      '/media/uploads/impulsa/picture-902-640.webp',
    );
    expect(screen.getByRole('button', { name: 'Elegir de tus imágenes' })).toHaveAttribute('aria-expanded', 'false');
  });

  it("answers another ally's module as not found", async () => {
    renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', 'consola/modulos/201');
    expect(await screen.findByText('Este módulo no existe o es de otro aliado.')).toBeInTheDocument();
  });

  // Bad addresses: a space before the id (Number() read " 3" as 3 and opened module 3), a fraction, a
  // number no id can be. Each is not found, and the API is not asked.
  it.each(['%203', '1.5', '99999999999'])('answers the address consola/modulos/%s as not found', async (id) => {
    renderCurriculumScreen(<ModuleEditorScreen />, 'consoleModule', `consola/modulos/${id}`);
    expect(await screen.findByText('Este módulo no existe o es de otro aliado.')).toBeInTheDocument();
  });
});

describe('LessonEditorScreen', () => {
  it('says a lesson of a draft module is seen by nobody, before and after publishing it', async () => {
    const module = mockState().curriculum.modules.find((item) => item.id === 101);
    if (!module) throw new Error('no module 101 in the fixtures');
    module.published_at = null;
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1002');
    expect(
      await screen.findByText(
        'El módulo «Vende más y mejor» es un borrador: nadie ve esta lección, aunque la publiques, hasta que publiques el módulo.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Publicar lección' }));
    expect(
      await screen.findByText(
        'Lección publicada. Tus estudiantes la verán cuando publiques su módulo, que sigue en borrador.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Lección publicada: ya la ven tus estudiantes.')).toBeNull();
  });

  it('says a lesson published in a published module is seen at once, with no draft note', async () => {
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1002');
    await userEvent.click(await screen.findByRole('button', { name: 'Publicar lección' }));
    expect(await screen.findByText('Lección publicada: ya la ven tus estudiantes.')).toBeInTheDocument();
    expect(screen.queryByText(/es un borrador: nadie ve esta lección/)).toBeNull();
  });

  it('adds a file to download by its address, refusing an address that is not one first', async () => {
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1002');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promociones que sí funcionan' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Agregar parte' }));
    const form = screen.getByRole('region', { name: 'Nueva parte' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Tipo' }), 'download');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Calendario de promociones');
    const file = within(form).getByRole('textbox', { name: 'Archivo (dirección)' });
    await userEvent.type(file, 'javascript:alert(1)');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    await waitFor(() => expect(file).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.clear(file);
    await userEvent.type(file, '/media/files/calendario.pdf');
    await userEvent.click(within(form).getByRole('button', { name: 'Guardar parte' }));
    expect(await screen.findByText('Parte agregada.')).toBeInTheDocument();
    const parts = await screen.findByRole('list', { name: 'Orden de las partes' });
    expect(await within(parts).findByText('Calendario de promociones')).toBeInTheDocument();
    expect(mockState().curriculum.parts.find((part) => part.title === 'Calendario de promociones')).toMatchObject({
      kind: 'download',
      media_url: '/media/files/calendario.pdf',
      body_html: '',
    });
  });

  it("saves a lesson's cover uploaded beside its address", async () => {
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1002', 'impulsa', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promociones que sí funcionan' })).toBeInTheDocument();
    const address = await uploadPicture('Cover picture (address)', 'impulsa', 'Upload a picture');
    expect(screen.getByRole('img', { name: 'Promociones que sí funcionan' })).toHaveAttribute(
      'src',
      firstUploadedPicture('impulsa'),
    );
    const form = address.closest('form') as HTMLFormElement;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(mockState().curriculum.lessons.find((lesson) => lesson.id === 1002)?.cover_image_url).toBe(
        firstUploadedPicture('impulsa'),
      ),
    );
  });

  it('opens a reading in the rich-text editor with its text', async () => {
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1001', 'impulsa', 'en');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit “Lectura: preguntas clave”' }));
    const form = screen.getByRole('region', { name: 'Edit part' });
    expect(within(form).getByRole('textbox', { name: 'Text' })).toHaveTextContent(
      'Pregunta a tus clientes qué buscan.',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), ' (nueva)');
    await userEvent.click(within(form).getByRole('button', { name: 'Save part' }));
    expect(await screen.findByText('Part saved.')).toBeInTheDocument();
    expect(mockState().curriculum.parts.find((part) => part.id === 5002)).toMatchObject({
      title: 'Lectura: preguntas clave (nueva)',
      version: 2,
    });
  });

  it('tells the editor when someone saved the lesson first, and does not overwrite it', async () => {
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1002');
    const title = await screen.findByRole('textbox', { name: 'Título' });
    const stored = mockState().curriculum.lessons.find((lesson) => lesson.id === 1002);
    if (!stored) throw new Error('no lesson 1002');
    Object.assign(stored, { title: 'Guardada por otra editora', version: stored.version + 1 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Mi versión');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('button', { name: 'Ver la versión guardada' })).toBeInTheDocument();
    expect(stored.title).toBe('Guardada por otra editora');
  });

  it('asks again before deleting a lesson learners have records in, saying how many', async () => {
    renderCurriculumScreen(<LessonEditorScreen />, 'consoleLesson', 'consola/lecciones/1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar lección' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    const asked = await screen.findByRole('dialog', { name: 'Tus estudiantes tienen avances aquí' });
    expect(asked).toHaveTextContent('12 estudiantes');
    expect(mockState().curriculum.lessons.some((lesson) => lesson.id === 1001)).toBe(true);
    await userEvent.click(within(asked).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(mockState().curriculum.lessons.some((lesson) => lesson.id === 1001)).toBe(false));
  });
});
