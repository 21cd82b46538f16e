import { defaultTestBrand, testTheme } from '@aula/testing/brand-themes';
import { createI18n, I18nProvider } from '@aula/ui-kit/i18n';
import { act, screen, waitFor, within } from '@testing-library/react';
import { type ReactElement, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileMessages } from '../messages';
import { CatalogMultiSelect, CatalogSelect } from './catalog-select';

// The catalogue choosers on a page the server drew: native lists until the app runs, the
// searchable ones after, and a choice made in between is not lost.

const countries = [
  { id: 1, code: 'mx', name: 'México' },
  { id: 2, code: 'co', name: 'Colombia' },
  { id: 3, code: 'pe', name: 'Perú' },
];

const page = (ui: ReactElement) => (
  <I18nProvider i18n={createI18n([profileMessages], 'es')}>
    <ThemeProvider theme={testTheme(defaultTestBrand)}>{ui}</ThemeProvider>
  </I18nProvider>
);

function Country({ heard = () => {} }: { heard?: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(1);
  const choose = (id: number | null) => {
    heard(id);
    setValue(id);
  };
  return (
    <form>
      <CatalogSelect
        name="country"
        label="País"
        items={countries}
        value={value}
        onChange={choose}
        postAs={(c) => c.code}
      />
    </form>
  );
}

function Countries({ heard = () => {} }: { heard?: (ids: number[]) => void }) {
  const [values, setValues] = useState<number[]>([1]);
  const choose = (ids: number[]) => {
    heard(ids);
    setValues(ids);
  };
  return <CatalogMultiSelect name="countries" label="Países" items={countries} values={values} onChange={choose} />;
}

/** The server's HTML of `ui` in the document, before any app. */
function drawn(ui: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(ui));
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('CatalogSelect with a name', () => {
  it('is a native list on the server, posting the choice as the contract keeps it (a country’s code)', () => {
    const container = drawn(<Country />);
    const select = within(container).getByRole<HTMLSelectElement>('combobox', { name: 'País' });
    expect(select.tagName).toBe('SELECT');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Sin elegir', 'México', 'Colombia', 'Perú']);
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('country')).toBe('mx');
  });

  it('keeps a choice made on the server’s page before the app took it over (Perú), in the searchable list', async () => {
    const container = drawn(<Country />);
    within(container).getByRole<HTMLSelectElement>('combobox', { name: 'País' }).value = 'pe';
    const heard = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(<Country heard={heard} />));
    });
    expect(heard).toHaveBeenCalledWith(3);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'País' })).toHaveValue('Perú'));
    expect(screen.getByRole('combobox', { name: 'País' }).tagName).toBe('INPUT');
  });
});

describe('CatalogMultiSelect with a name', () => {
  it('is checkboxes on the server, and keeps the boxes ticked before the app took it over', async () => {
    const container = drawn(<Countries />);
    expect(within(container).getByRole('checkbox', { name: 'México' })).toBeChecked();
    within(container).getByRole<HTMLInputElement>('checkbox', { name: 'Colombia' }).checked = true;
    const heard = vi.fn();
    await act(async () => {
      hydrateRoot(container, page(<Countries heard={heard} />));
    });
    expect(heard).toHaveBeenCalledWith([1, 2]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Quitar Colombia' })).toBeInTheDocument());
  });
});
