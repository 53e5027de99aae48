import { TRADEIN_MESSAGES } from '@ga/contracts';
import { EMPTY_VALUES, stepOfField, toStoreRequest, type TradeinValues } from './form-values';
import { STEP_SCHEMAS } from './step-schemas';

const filled: TradeinValues = {
  ...EMPTY_VALUES,
  plate: 'fj257bm',
  plateStatus: 'found',
  brand: 'peugeot',
  carmodel: '208',
  year: '2019',
  month: '11',
  energy: 'essence',
  gearbox: 'manuelle',
  type: 'citadine',
  fiscal_power: '5',
  engine_power: '100',
  version_id: '42',
  colour: 'Jaune',
  mileage: '48 500',
  first_hand: 'oui',
  service_history: 'non',
  equipments: ['gps'],
  damages: [{ area: 'capot', kind: 'rayure' }],
  phone: '06 12 34 56 78',
  comment: '  Deux clés. ',
};
const errors = (step: number, values: TradeinValues) => {
  const result = STEP_SCHEMAS[step]!.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('trade-in form values', () => {
  it('become the API request: plate normalised, numbers, yes/no as booleans, empty comment as null', () => {
    expect(toStoreRequest(filled)).toEqual({
      version_id: 42,
      plate: 'FJ-257-BM',
      year: 2019,
      month: 11,
      mileage: 48_500,
      colour: 'Jaune',
      equipments: ['gps'],
      damages: [{ area: 'capot', kind: 'rayure' }],
      first_hand: true,
      service_history: false,
      comment: 'Deux clés.',
      phone: '06 12 34 56 78',
    });
    expect(toStoreRequest({ ...filled, plate: ' ', comment: ' ', phone: '' })).toMatchObject({
      plate: null,
      comment: null,
      phone: null,
    });
  });

  it('each step checks its own fields, in French', () => {
    expect(errors(0, { ...filled, plate: 'AB-12' })).toEqual({ plate: TRADEIN_MESSAGES.plateFormat });
    expect(errors(0, { ...filled, plate: '1234 ab 72' })).toEqual({});
    expect(Object.keys(errors(1, { ...filled, version_id: '', colour: '' }))).toEqual(['version_id', 'colour']);
    expect(errors(2, { ...filled, mileage: '1 000 000' })).toEqual({ mileage: TRADEIN_MESSAGES.mileage });
    expect(errors(2, { ...filled, mileage: '12.500' })).toEqual({});
    expect(Object.keys(errors(2, { ...filled, first_hand: '', damages: [{ area: 'capot', kind: '' }] }))).toEqual([
      'first_hand',
      'damages.0.kind',
    ]);
    expect(Object.keys(errors(3, { ...filled, phone: '12' }))).toEqual(['phone']);
    expect(errors(3, filled)).toEqual({});
  });

  it('an API error on a field takes the visitor back to its step', () => {
    expect(['plate', 'version_id', 'year', 'mileage', 'damages', 'phone', 'comment'].map(stepOfField)).toEqual([
      0, 1, 1, 2, 2, 3, 3,
    ]);
  });
});
