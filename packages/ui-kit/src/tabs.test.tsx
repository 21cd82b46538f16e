import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';
import { renderUi } from './test/render';

function Harness() {
  const [selected, setSelected] = useState('a');
  return (
    <Tabs
      label="Formas de entrar"
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: 'a', label: 'Correo', panel: <p>Panel de correo</p> },
        { id: 'b', label: 'Celular', panel: <p>Panel de celular</p> },
        { id: 'c', label: 'PIN', panel: <p>Panel de PIN</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows only the selected panel, labelled by its tab', async () => {
    const { user } = renderUi(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Formas de entrar' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Correo' })).toHaveTextContent('Panel de correo');
    await user.click(screen.getByRole('tab', { name: 'PIN' }));
    expect(screen.getByRole('tab', { name: 'PIN' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'PIN' })).toHaveTextContent('Panel de PIN');
    expect(screen.queryByText('Panel de correo')).not.toBeInTheDocument();
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    const { user } = renderUi(<Harness />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Correo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Celular' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Celular' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'PIN' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Correo' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'PIN' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});
