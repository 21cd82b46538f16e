// An ally's brand in the mocks, as the API has it: the console's draft of the acting ally (a stale
// save or publication is 409 edit_conflict with the brand as it is now; colours below WCAG AA are
// refused by the contract itself, a country the platform has not by the handler), each change in
// the history, and the public brand its pages draw: the last publication, or the brand folder's
// (version 0) until there is one.
import type { SessionUser } from '@aula/contracts/auth';
import type { BrandSettings } from '@aula/contracts/console-brand';
import type { ContentAction } from '@aula/contracts/console-history';
import { brandEndpoints as brands } from '@aula/contracts/endpoints/brands';
import type { MockBrand } from '../fixtures/brands';
import { mockState } from '../state';
import { type ConsoleAlly, mockAllyOf } from './bearer';
import { recordMockChange } from './console-history';
import { handle } from './declared';
import { conflict, now } from './publishing-world';
import { badRequest, notFound } from './responses';

const brandOf = (allyId: number) => mockState().brands.find((brand) => brand.allyId === allyId);

/** The console's answer: the brand without what only the mock keeps. */
const answerOf = ({ allyId: _ally, folder: _folder, published: _published, ...brand }: MockBrand) => brand;

/** The draft's fields a save changes, by the contract's names (what the history lists). */
const changedFields = (before: BrandSettings, after: BrandSettings) =>
  (Object.keys(after) as (keyof BrandSettings)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );

function record(ally: ConsoleAlly, user: SessionUser, brand: MockBrand, action: ContentAction, fields?: string[]) {
  recordMockChange({
    allyId: ally.id,
    user: { id: user.id, name: user.name },
    itemType: 'brand',
    itemId: brand.id,
    action,
    ...(fields ? { summary: { fields } } : {}),
  });
}

export const consoleBrandHandlers = [
  handle(brands.siteBrand, ({ params }) => {
    const ally = mockAllyOf(params.code);
    const brand = ally && brandOf(ally.id);
    if (!brand) return notFound('Brand not found');
    const shown = brand.published ?? brand.folder;
    return {
      name: shown.name,
      tagline: shown.tagline,
      logo_url: shown.logo_url,
      app_icon_url: shown.app_icon_url,
      colors: shown.colors,
      short_name: shown.short_name,
      organization: shown.organization,
      legal: shown.legal,
      share_networks: shown.share_networks,
      countries: shown.countries,
      default_country: shown.default_country,
      font: shown.font,
      version: brand.published_version ?? 0,
      suspended: mockState().allies.find((entry) => entry.code === params.code)?.state === 'suspended',
    };
  }),

  handle(brands.consoleBrand, ({ consoleAlly }) => {
    const brand = brandOf(consoleAlly.id);
    return brand ? answerOf(brand) : notFound('Brand not found');
  }),

  handle(brands.updateConsoleBrand, ({ consoleAlly, user, body: { version, ...draft } }) => {
    const brand = brandOf(consoleAlly.id);
    if (!brand) return notFound('Brand not found');
    if (brand.version !== version) return conflict(answerOf(brand));
    const known = new Set(mockState().countriesAll.map((country) => country.code));
    const unknown = draft.countries.filter((code) => !known.has(code));
    if (unknown.length > 0) {
      const reason = `must be countries this platform has (not ${unknown.join(', ')})`;
      return badRequest([{ code: 'custom', path: ['countries'], message: reason }]);
    }
    const fields = changedFields(brand.draft, draft);
    Object.assign(brand, { draft, version: version + 1 });
    record(consoleAlly, user, brand, 'updated', fields);
    return answerOf(brand);
  }),

  handle(brands.publishConsoleBrand, ({ consoleAlly, user, body: { version } }) => {
    const brand = brandOf(consoleAlly.id);
    if (!brand) return notFound('Brand not found');
    if (brand.version !== version) return conflict(answerOf(brand));
    Object.assign(brand, {
      published: structuredClone(brand.draft),
      published_version: version,
      published_at: now(),
    });
    record(consoleAlly, user, brand, 'published');
    return answerOf(brand);
  }),
];
