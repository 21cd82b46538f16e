import { allyRoutePattern } from '@aula/contracts/site-paths';
import { mockState } from '@aula/mocks/state';
import { useMswServer } from '@aula/testing/msw';
import { postToAction } from '@aula/testing/page-action';
import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { drawnByServer, postedFields } from '../forms/drawn-by-server';
import { seedAna } from '../test-fixtures';
import { businessDataAction } from './business-action';
import { BusinessDataScreen } from './business-data-screen';

// The business form as the server draws it, before the app runs (or without it): what it posts
// is what business-action.ts reads.

useMswServer();
beforeEach(() => {
  seedAna();
});

const ROUTE = '/mx/impulsa/seccion/perfil/negocio';
const PATTERN = allyRoutePattern('businessData');
const PARAMS = { country: 'mx', allyCode: 'impulsa' };

const draw = (route = ROUTE, posted?: unknown) => drawnByServer(<BusinessDataScreen />, route, PATTERN, posted);

function formOf(page: HTMLElement): HTMLFormElement {
  const form = page.querySelector('form');
  if (!form) throw new Error('The page has no form');
  return form;
}

const idOf = (list: { id: number; name: string }[], name: string) => list.find((item) => item.name === name)?.id;

describe('the business form drawn by the server', { timeout: 60_000 }, () => {
  it('posts every field under its contract name, the catalogue choices from native lists', async () => {
    const page = await draw();
    const form = formOf(page);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    const fields = postedFields(form);
    expect(fields).toMatchObject({
      _form: 'business',
      business_name: 'Pasteles Ana',
      business_type_id: String(idOf(mockState().businessTypes, 'Fonda')),
      weekly_income_id: '',
      founded_year: '2019',
      'address.country': 'mx',
      'address.state': 'Ciudad de México',
      'address.city': 'Coyoacán',
      'address.postal_code': '04100',
      'address.street': 'Av. Miguel Ángel de Quevedo',
      'address.exterior_number': '120',
      'address.neighborhood': 'Villa Coyoacán',
    });
    expect(fields.improvement_ids).toHaveLength(3);
    // The searchable lists need the app: native ones stand in their place, and the postal code's
    // look-up waits for the app; the improvements are checkboxes.
    for (const name of ['Giro del negocio', 'País', 'Estado o departamento', 'Ciudad o municipio']) {
      expect(within(form).getByRole('combobox', { name }).tagName).toBe('SELECT');
    }
    expect(within(form).getByRole('group', { name: '¿Qué quieres mejorar?' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'Vender más' })).toBeChecked();
    expect(within(form).queryByRole('button', { name: 'Buscar' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Buscar' })).toBeNull();
  });

  it('saves what was changed in it: another state and its city, one improvement less', async () => {
    const form = formOf(await draw());
    const fields = postedFields(form);
    const improvements = [fields.improvement_ids ?? []].flat();
    const answer = await postToAction(businessDataAction, ROUTE, PARAMS, {
      ...fields,
      'address.state': 'Jalisco',
      'address.city': 'Zapopan',
      improvement_ids: improvements.slice(0, -1),
    });
    expect((answer.answer as Response).headers.get('location')).toBe(`${ROUTE}?guardado=1`);
    expect(mockState().businessData[1]).toMatchObject({ address: { state: 'Jalisco', city: 'Zapopan' } });
    expect(mockState().businessData[1]?.improvement_ids).toHaveLength(1);
    expect(await draw(`${ROUTE}?guardado=1`)).toHaveTextContent('Listo, guardamos tus cambios.');
  });

  it('draws a refused post with the values sent and what was wrong, the new state’s cities to choose from', async () => {
    const fields = postedFields(formOf(await draw()));
    const refused = await postToAction(businessDataAction, ROUTE, PARAMS, {
      ...fields,
      'address.state': 'Jalisco',
    });
    const posted = (refused.answer as { data: unknown }).data;
    const page = await draw(ROUTE, posted);
    const city = within(page).getByRole('combobox', { name: 'Ciudad o municipio' });
    expect(city).toHaveAccessibleDescription('Esta ciudad no está en el estado que elegiste.');
    expect(within(city).getByRole('option', { name: 'Zapopan' })).toBeInTheDocument();
    expect(page).not.toHaveTextContent('Listo, guardamos tus cambios.');

    const empty = await postToAction(businessDataAction, ROUTE, PARAMS, { ...fields, business_name: ' ' });
    const again = await draw(ROUTE, (empty.answer as { data: unknown }).data);
    expect(within(again).getByRole('textbox', { name: 'Nombre del negocio' })).toHaveAccessibleDescription(
      'Completa este campo.',
    );
  });
});
