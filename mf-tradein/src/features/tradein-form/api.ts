import { injectEndpoints } from '@ga/core';
import type {
  DamageArea,
  Option,
  RegistrationLookup,
  Tradein,
  TradeinChoiceQuery,
  TradeinStoreRequest,
  Resource,
} from '@ga/contracts';

type Options = { data: Option<string | number>[] };
const data = <T>(reply: { data: T }) => reply.data;
/** Reference lists change with a release of the data, not during a visit. */
const REFERENCE_CACHE_SECONDS = 3600;

export type ListName = 'types' | 'energies' | 'gearboxes' | 'years' | 'months' | 'colors';
export type ChoiceName = 'fiscal-powers' | 'engine-powers' | 'finishes';

/** Choices of the vehicle step sent to the dependent lists (undefined ones are left out). */
export type ListChoices = Omit<TradeinChoiceQuery, 'brand' | 'carmodel'>;

export const tradeinFormApi = injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/reprise/registration/{plate}: 404 → the manual path. */
    tradeinLookupPlate: build.query<RegistrationLookup, string>({
      query: (plate) => `/api/reprise/registration/${encodeURIComponent(plate)}`,
      transformResponse: data<RegistrationLookup>,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    tradeinBrands: build.query<Option<string | number>[], void>({
      query: () => '/api/reprise/brands',
      transformResponse: data<Option<string | number>[]>,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    tradeinModels: build.query<Option<string | number>[], string>({
      query: (brand) => `/api/reprise/carmodels/${brand}`,
      transformResponse: (reply: Options) => reply.data,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    /** GET /api/reprise/{list}/{brand}/{carmodel}?type&energy&gearbox&year */
    tradeinList: build.query<
      Option<string | number>[],
      { list: ListName; brand: string; carmodel: string; choices: ListChoices }
    >({
      query: ({ list, brand, carmodel, choices }) => ({
        url: `/api/reprise/${list}/${brand}/${carmodel}`,
        params: definedOnly(choices),
      }),
      transformResponse: (reply: Options) => reply.data,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    /** POST /api/reprise/fiscal-powers | engine-powers | finishes with the choices so far (a read). */
    tradeinChoices: build.query<
      Option<string | number>[],
      { name: ChoiceName; brand: string; carmodel: string; choices: ListChoices }
    >({
      query: ({ name, brand, carmodel, choices }) => ({
        url: `/api/reprise/${name}`,
        method: 'POST',
        body: { brand, carmodel, ...definedOnly(choices) },
      }),
      transformResponse: (reply: Options) => reply.data,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    tradeinEquipments: build.query<Option[], void>({
      query: () => '/api/reprise/equipments',
      transformResponse: data<Option[]>,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    tradeinDamageAreas: build.query<DamageArea[], void>({
      query: () => '/api/reprise/damage-areas',
      transformResponse: data<DamageArea[]>,
      keepUnusedDataFor: REFERENCE_CACHE_SECONDS,
    }),
    /** POST /api/user/reprises/store → the request with its instant valuation; « Mes reprises » is reloaded. */
    tradeinStore: build.mutation<Tradein, TradeinStoreRequest>({
      query: (body) => ({ url: '/api/user/reprises/store', method: 'POST', body }),
      transformResponse: (reply: Resource<Tradein>) => reply.data,
      invalidatesTags: ['Reprises'],
    }),
  }),
});

function definedOnly(choices: ListChoices): Record<string, string | number> {
  return Object.fromEntries(Object.entries(choices).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number
  >;
}

export const {
  useTradeinLookupPlateQuery,
  useLazyTradeinLookupPlateQuery,
  useTradeinBrandsQuery,
  useTradeinModelsQuery,
  useTradeinListQuery,
  useTradeinChoicesQuery,
  useTradeinEquipmentsQuery,
  useTradeinDamageAreasQuery,
  useTradeinStoreMutation,
} = tradeinFormApi;
