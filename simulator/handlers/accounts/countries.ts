import type { ResidenceListResponse } from '../../../schemas/generated/types';
import { COUNTRIES, countryNameIn, countryNamed, type Country } from '../../domain/accounts/countries';
import type { HandlerTable } from '../handler';

type ResidenceEntry = ResidenceListResponse['residence_list'][number];

function residenceEntry(country: Country, visitorCountry: string, language: string): ResidenceEntry {
  const entry: ResidenceEntry = {
    phone_idd: country.phoneIdd,
    text: countryNameIn(country, language),
    value: country.code,
  };
  if (country.restricted) entry.disabled = 'DISABLED';
  if (country.code === visitorCountry) entry.selected = 'selected';
  if (country.tinFormat) entry.tin_format = country.tinFormat;
  return entry;
}

/** The entry with only the fields the request's `query` names. */
function only(entry: ResidenceEntry, fields: readonly string[] | undefined): ResidenceEntry {
  if (!fields) return entry;
  return Object.fromEntries(Object.entries(entry).filter(([field]) => fields.includes(field)));
}

/** Countries of residence and their states or provinces. */
export const countryHandlers: HandlerTable = {
  residence_list: {
    handle: ({ world, request, session }) => {
      const { query } = request;
      const visitorCountry = world.state.site.clients_country;
      return {
        residence_list: COUNTRIES.map((country) =>
          only(residenceEntry(country, visitorCountry, session.language), query),
        ),
      };
    },
  },
  states_list: {
    handle: ({ request }) => ({ states_list: countryNamed(String(request.states_list))?.states ?? [] }),
  },
};
