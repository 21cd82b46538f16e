import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DocumentFrame } from './document-frame';
import { renderUi } from './test/render';

function framedDocument() {
  const frame = screen.getByTitle('Vista de teléfono') as HTMLIFrameElement;
  const doc = frame.contentDocument;
  if (!doc) throw new Error('the frame has no document');
  return doc;
}

function EditableFrame() {
  const [text, setText] = useState('Primera versión');
  return (
    <>
      <button type="button" onClick={() => setText('Segunda versión')}>
        Cambiar
      </button>
      <DocumentFrame title="Vista de teléfono" lang="es">
        <p>{text}</p>
      </DocumentFrame>
    </>
  );
}

describe('DocumentFrame', () => {
  it('draws its children in a document of its own, named and in their language', async () => {
    renderUi(
      <DocumentFrame title="Vista de teléfono" lang="pt">
        <h1>Olá</h1>
      </DocumentFrame>,
    );
    await waitFor(() => expect(framedDocument().querySelector('h1')?.textContent).toBe('Olá'));
    expect(framedDocument().documentElement.lang).toBe('pt');
    expect(framedDocument().title).toBe('Vista de teléfono');
    expect(screen.queryByRole('heading', { name: 'Olá' })).toBeNull();
  });

  it('shows a change to its children at once, in the same document', async () => {
    const { user } = renderUi(<EditableFrame />);
    await waitFor(() => expect(framedDocument().body.textContent).toBe('Primera versión'));
    const doc = framedDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    await waitFor(() => expect(framedDocument().body.textContent).toBe('Segunda versión'));
    expect(framedDocument()).toBe(doc);
  });
});
