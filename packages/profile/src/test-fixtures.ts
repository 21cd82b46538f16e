import type { BusinessData, PersonalData } from '@aula/contracts/profile';
import { mockState } from '@aula/mocks/state';

// The profile tests state the learner they work with, so they hold whatever the shared demo
// world says; catalogue entries are found by name, their ids being the catalogue's business.

const idOf = (list: { id: number; name: string }[], name: string) => {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`The mock catalogue has no "${name}"`);
  return found.id;
};

export function seedAna(): { personal: PersonalData; business: BusinessData } {
  const state = mockState();
  const personal: PersonalData = {
    first_name: 'Ana',
    last_name: 'López',
    email: 'demo@impulsa.example',
    phone_number: '+525550000001',
    birth_date: '1988-05-14',
    gender: 'female',
    education_level_id: idOf(state.educationLevels, 'Preparatoria o bachillerato'),
    country: 'mx',
  };
  const business: BusinessData = {
    business_name: 'Pasteles Ana',
    business_type_id: idOf(state.businessTypes, 'Fonda'),
    employee_number_id: idOf(state.employeeNumbers, '2 a 5 personas'),
    weekly_income_id: null,
    founded_year: 2019,
    phone_number: null,
    address: {
      street: 'Av. Miguel Ángel de Quevedo',
      exterior_number: '120',
      neighborhood: 'Villa Coyoacán',
      city: 'Coyoacán',
      state: 'Ciudad de México',
      postal_code: '04100',
      country: 'mx',
      lat: 19.3467,
      lng: -99.1617,
    },
    improvement_ids: [
      idOf(state.businessImprovements, 'Vender más'),
      idOf(state.businessImprovements, 'Llevar mejor mis cuentas'),
    ],
  };
  state.personalData[1] = personal;
  state.businessData[1] = business;
  return { personal, business };
}
