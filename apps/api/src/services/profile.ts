import type { BusinessData, BusinessDataPatch, PersonalData, PersonalDataPatch } from '@aula/contracts/profile';
import { ruleReasons } from '@aula/contracts/rules';
import type { Database } from '../db/client';
import { HttpError } from '../lib/http-error';
import { cityNamesOfArea } from '../repositories/places';
import * as repo from '../repositories/profiles';
import type { NamedList } from '../repositories/reference-lists';
import type { AuthUser } from '../repositories/users';

const badField = (field: string, reason: string) =>
  new HttpError(400, 'bad_request', 'Invalid input', { fields: [{ field, reason }] });

async function checkRefs(db: Database, refs: [string, NamedList, number[]][]) {
  for (const [field, list, ids] of refs) {
    if ((await repo.missingIds(db, list, ids)).length > 0) throw badField(field, 'does not exist');
  }
}

/** Until the learner edits it, the name they registered with is split into first and last name. */
export async function getPersonal(db: Database, user: AuthUser): Promise<PersonalData> {
  const found = await repo.findPersonal(db, user.id);
  const [first = '', ...rest] = (found?.user.name ?? user.name).split(' ');
  const profile = found?.profile;
  return {
    first_name: profile?.firstName ?? first,
    last_name: profile?.lastName ?? rest.join(' '),
    email: found?.user.email ?? null,
    phone_number: found?.user.phoneNumber ?? null,
    birth_date: profile?.birthDate ?? null,
    gender: profile?.gender ?? null,
    education_level_id: profile?.educationLevelId ?? null,
    country: user.countryCode,
  };
}

export async function patchPersonal(db: Database, user: AuthUser, patch: PersonalDataPatch): Promise<PersonalData> {
  if (patch.education_level_id) {
    await checkRefs(db, [['education_level_id', 'education_levels', [patch.education_level_id]]]);
  }
  const current = await getPersonal(db, user);
  if (patch.email !== undefined) {
    if (patch.email === null && !current.phone_number) throw badField('email', 'is required without a phone number');
    try {
      await repo.setEmail(db, user.id, patch.email?.toLowerCase() ?? null);
    } catch (error) {
      const code =
        (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
      if (code === '23505') throw new HttpError(409, 'email_taken', 'Another account uses this email');
      throw error;
    }
  }
  await repo.upsertPersonal(db, {
    userId: user.id,
    firstName: patch.first_name ?? current.first_name,
    lastName: patch.last_name ?? current.last_name,
    birthDate: patch.birth_date === undefined ? current.birth_date : patch.birth_date,
    gender: patch.gender === undefined ? current.gender : patch.gender,
    educationLevelId: patch.education_level_id === undefined ? current.education_level_id : patch.education_level_id,
  });
  return getPersonal(db, user);
}

export async function getBusiness(db: Database, userId: number): Promise<BusinessData> {
  const { row, improvementIds } = await repo.findBusiness(db, userId);
  const hasAddress = row?.street != null && row.postalCode != null && row.countryCode != null;
  return {
    business_name: row?.businessName ?? '',
    business_type_id: row?.businessTypeId ?? null,
    employee_number_id: row?.employeeNumberId ?? null,
    weekly_income_id: row?.weeklyIncomeId ?? null,
    founded_year: row?.foundedYear ?? null,
    phone_number: row?.phoneNumber ?? null,
    address:
      row && hasAddress
        ? {
            street: row.street ?? '',
            exterior_number: row.exteriorNumber ?? '',
            neighborhood: row.neighborhood ?? '',
            city: row.city ?? '',
            state: row.state ?? '',
            postal_code: row.postalCode ?? '',
            country: row.countryCode ?? '',
            lat: row.lat,
            lng: row.lng,
          }
        : null,
    improvement_ids: improvementIds,
  };
}

/** An address whose city belongs to another state of the catalogue is refused: the form offers only the state's cities. */
async function checkCityInArea(db: Database, address: NonNullable<BusinessDataPatch['address']>) {
  if (!address.state || !address.city) return;
  const known = await cityNamesOfArea(db, address.country, address.state);
  if (!known?.length) return;
  const city = address.city.toLocaleLowerCase('es');
  if (!known.some((name) => name.toLocaleLowerCase('es') === city)) {
    throw badField('address.city', ruleReasons.cityOutsideArea);
  }
}

export async function patchBusiness(db: Database, userId: number, patch: BusinessDataPatch): Promise<BusinessData> {
  if (patch.address) await checkCityInArea(db, patch.address);
  const ids = (id: number | null | undefined) => (id ? [id] : []);
  await checkRefs(db, [
    ['business_type_id', 'business_types', ids(patch.business_type_id)],
    ['employee_number_id', 'employee_numbers', ids(patch.employee_number_id)],
    ['weekly_income_id', 'weekly_incomes', ids(patch.weekly_income_id)],
    ['improvement_ids', 'business_improvements', patch.improvement_ids ?? []],
  ]);
  const address = patch.address;
  await db.transaction(async (tx) => {
    await repo.upsertBusiness(tx, {
      userId,
      ...(patch.business_name !== undefined && { businessName: patch.business_name }),
      ...(patch.business_type_id !== undefined && { businessTypeId: patch.business_type_id }),
      ...(patch.employee_number_id !== undefined && { employeeNumberId: patch.employee_number_id }),
      ...(patch.weekly_income_id !== undefined && { weeklyIncomeId: patch.weekly_income_id }),
      ...(patch.founded_year !== undefined && { foundedYear: patch.founded_year }),
      ...(patch.phone_number !== undefined && { phoneNumber: patch.phone_number }),
      // The address is replaced whole: a null clears every part of it.
      ...(address !== undefined && {
        street: address?.street ?? null,
        exteriorNumber: address?.exterior_number ?? null,
        neighborhood: address?.neighborhood ?? null,
        city: address?.city ?? null,
        state: address?.state ?? null,
        postalCode: address?.postal_code ?? null,
        countryCode: address?.country ?? null,
        lat: address?.lat ?? null,
        lng: address?.lng ?? null,
      }),
    });
    if (patch.improvement_ids !== undefined) await repo.replaceImprovements(tx, userId, patch.improvement_ids);
  });
  return getBusiness(db, userId);
}
