import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorState } from './error-state';
import { renderUi } from './test/render';

describe('ErrorState', () => {
  it('announces the failure and retries on request', async () => {
    const onRetry = vi.fn();
    const { user } = renderUi(<ErrorState message="No pudimos cargar las lecciones." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Algo salió malNo pudimos cargar las lecciones.');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry button when there is nothing to retry', () => {
    renderUi(<ErrorState message="Esta lección no existe." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
