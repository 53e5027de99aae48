import { FIELD_MESSAGES } from './field-messages';
import { FORM_PAGE_MESSAGES, formValuesSchema, type FormField } from './form-pages';

const field = (f: Partial<FormField> & Pick<FormField, 'name' | 'kind'>): FormField => ({
  label: f.name,
  required: true,
  help: null,
  options: null,
  min: null,
  max: null,
  autocomplete: null,
  ...f,
});
const NOW = new Date('2026-11-23T10:00:00Z'); // a Monday

describe('formValuesSchema', () => {
  const fields = [
    field({ name: 'nom', kind: 'text', max: 10 }),
    field({ name: 'note', kind: 'textarea', required: false }),
    field({ name: 'mail', kind: 'email' }),
    field({ name: 'tel', kind: 'tel', required: false }),
    field({ name: 'cp', kind: 'postal_code' }),
    field({ name: 'choix', kind: 'select', options: [{ value: 'a', label: 'A' }] }),
    field({ name: 'nombre', kind: 'number', min: 2, max: 5000 }),
    field({ name: 'jour', kind: 'date', min: 1, max: 30, open_days_only: true, required: false }),
    field({ name: 'accord', kind: 'checkbox' }),
    field({ name: 'option', kind: 'checkbox', required: false }),
  ];
  const schema = formValuesSchema(fields, NOW);

  it('normalises good values and reads empty optional ones as null (false for a box)', () => {
    expect(
      schema.parse({
        nom: ' Zoé ',
        note: '',
        mail: 'Z@Exemple.FR',
        tel: '+33243000000',
        cp: '72220',
        choix: 'a',
        nombre: '1 200',
        jour: '2026-11-24',
        accord: true,
        intrus: 1,
      }),
    ).toEqual({
      nom: 'Zoé',
      note: null,
      mail: 'z@exemple.fr',
      tel: '02 43 00 00 00',
      cp: '72220',
      choix: 'a',
      nombre: 1200,
      jour: '2026-11-24',
      accord: true,
      option: false,
    });
  });

  it('gives one French message per wrong field', () => {
    const result = schema.safeParse({
      nom: 'x'.repeat(11),
      mail: 'non',
      cp: '00000',
      choix: 'b',
      nombre: '1,5',
      jour: '2026-11-29',
      accord: false,
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(errors).toEqual({
      nom: 'Ce champ ne peut pas dépasser 10 caractères.',
      mail: FIELD_MESSAGES.email,
      cp: FIELD_MESSAGES.postalCode,
      choix: FORM_PAGE_MESSAGES.choice,
      nombre: expect.stringMatching(/^Veuillez saisir un nombre entier entre 2 et 5\s000\.$/),
      jour: FORM_PAGE_MESSAGES.closedDay,
      accord: FORM_PAGE_MESSAGES.checkbox,
    });
  });

  it('bounds dates in days from today (Paris) and refuses impossible ones', () => {
    const issues = (jour: string) =>
      schema
        .safeParse({ nom: 'a', mail: 'a@b.fr', cp: '72220', choix: 'a', nombre: 3, accord: true, jour })
        .error?.issues.map((i) => i.message);
    expect(issues('2026-11-23')).toEqual(['Veuillez choisir une date entre le 24/11/2026 et le 23/12/2026.']);
    expect(issues('2026-02-30')).toEqual([FORM_PAGE_MESSAGES.date]);
  });

  it('requires the required fields', () => {
    const result = schema.safeParse({});
    expect(result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `nom: ${FIELD_MESSAGES.required}`,
      `mail: ${FIELD_MESSAGES.required}`,
      `cp: ${FIELD_MESSAGES.required}`,
      `choix: ${FORM_PAGE_MESSAGES.choice}`,
      expect.stringMatching(/^nombre: Veuillez saisir un nombre entier/),
      `accord: ${FORM_PAGE_MESSAGES.checkbox}`,
    ]);
  });
});
