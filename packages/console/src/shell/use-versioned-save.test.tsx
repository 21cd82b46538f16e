import { renderWithProviders } from '@aula/testing/render';
import { AlertProvider, useAlertList } from '@aula/ui-kit/alert-provider';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { type SaveAnswer, useVersionedSave } from './use-versioned-save';

interface Item {
  id: number;
  title: string;
  version: number;
}

const theirs: Item = { id: 4, title: 'Suya', version: 3 };
const lostRace = { status: 409, data: { error: 'edit_conflict', message: 'm', current: theirs } };

interface EditorProps {
  answer: SaveAnswer<Item>;
  onTaken: (item: Item) => void;
  showRefusal: () => void;
}

function Editor({ answer, onTaken, showRefusal }: EditorProps) {
  const save = useVersionedSave<Item>({ version: 1, showRefusal, onTaken });
  const alerts = useAlertList();
  return (
    <>
      {save.notice}
      <p>{`Versión ${save.version}`}</p>
      <p>{alerts.map((alert) => alert.message).join(', ')}</p>
      <button type="button" onClick={() => save.settle(answer, 'Guardado')}>
        Guardar
      </button>
    </>
  );
}

function renderEditor(answer: SaveAnswer<Item>) {
  const onTaken = vi.fn();
  const showRefusal = vi.fn();
  const view = renderWithProviders(
    <AlertProvider>
      <Editor answer={answer} onTaken={onTaken} showRefusal={showRefusal} />
    </AlertProvider>,
    { messages: [consoleMessages] },
  );
  return { ...view, onTaken, showRefusal };
}

describe('useVersionedSave', () => {
  it('takes the saved item: its version goes with the next save, and the success is told', async () => {
    const { user, onTaken } = renderEditor({ data: { id: 4, title: 'Mía', version: 2 } });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByText('Versión 2')).toBeInTheDocument();
    expect(screen.getByText('Guardado')).toBeInTheDocument();
    expect(onTaken).toHaveBeenCalledWith({ id: 4, title: 'Mía', version: 2 });
  });

  it('tells a lost race; keeping mine takes only their version number', async () => {
    const { user, onTaken, showRefusal } = renderEditor({ error: lostRace });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert', { name: 'Alguien guardó esto mientras lo editabas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Conservar mis cambios y guardar encima' }));
    expect(screen.getByText('Versión 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onTaken).not.toHaveBeenCalled();
    expect(showRefusal).not.toHaveBeenCalled();
  });

  it('reloads their item when the editor chooses theirs', async () => {
    const { user, onTaken } = renderEditor({ error: lostRace });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(await screen.findByRole('button', { name: 'Ver la versión guardada' }));
    expect(onTaken).toHaveBeenCalledWith(theirs);
    expect(screen.getByText('Versión 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives any other refusal to the form, with no notice and no success', async () => {
    const { user, showRefusal } = renderEditor({
      error: { status: 400, data: { error: 'bad_request', message: 'Mal' } },
    });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(showRefusal).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Guardado')).toBeNull();
    expect(screen.getByText('Versión 1')).toBeInTheDocument();
  });
});
