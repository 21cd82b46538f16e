import { renderWithProviders } from '@aula/testing/render';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../messages';
import { ConflictNotice } from './conflict-notice';
import { editConflictOf } from './edit-conflict';

describe('ConflictNotice', () => {
  it('takes the focus, says what happened and leaves the choice to the editor', async () => {
    const onReload = vi.fn();
    const onKeepMine = vi.fn();
    const { user } = renderWithProviders(
      <ConflictNotice onReload={onReload} onKeepMine={onKeepMine} savedBy="Adriana Admin" />,
      { messages: [consoleMessages] },
    );
    const notice = await screen.findByRole('alert', { name: 'Alguien guardó esto mientras lo editabas' });
    await waitFor(() => expect(notice).toHaveFocus());
    expect(notice).toHaveTextContent('Lo guardó Adriana Admin.');
    await user.click(screen.getByRole('button', { name: 'Conservar mis cambios y guardar encima' }));
    expect(onKeepMine).toHaveBeenCalledOnce();
    expect(onReload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ver la versión guardada' }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});

describe('editConflictOf', () => {
  it('gives the saved item of a 409 edit_conflict, nothing for any other failure', () => {
    const current = { id: 4, title: 'Suya', version: 3 };
    expect(editConflictOf({ status: 409, data: { error: 'edit_conflict', message: 'm', current } })).toEqual(current);
    // Tried: a 409 of another kind, a 400, a network failure, nothing at all.
    expect(editConflictOf({ status: 409, data: { error: 'slug_taken', message: 'm' } })).toBeUndefined();
    expect(editConflictOf({ status: 400, data: { error: 'bad_request', message: 'm' } })).toBeUndefined();
    expect(editConflictOf({ status: 'FETCH_ERROR', error: 'offline' })).toBeUndefined();
    expect(editConflictOf(undefined)).toBeUndefined();
  });
});
