import {
  departmentCodeFromName,
  departmentCodeFromPostalCode,
  isValidFrenchPostalCode,
  isValidSiret,
  normalizeFrenchPhone,
  profileUpdateSchema,
  registerSchema,
} from '@ga/contracts';

describe('@ga/contracts helpers', () => {
  it('checks SIRET numbers (Luhn, La Poste exception)', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('35600000049837')).toBe(true);
    expect(isValidSiret('35600000049838')).toBe(false);
  });

  it('normalises French phone numbers', () => {
    expect(normalizeFrenchPhone('0612345678')).toBe('06 12 34 56 78');
    expect(normalizeFrenchPhone('+33 6 12 34 56 78')).toBe('06 12 34 56 78');
    expect(normalizeFrenchPhone('0033243123456')).toBe('02 43 12 34 56');
    expect(normalizeFrenchPhone('06.12.34.56.78')).toBe('06 12 34 56 78');
    expect(normalizeFrenchPhone('0012345678')).toBeNull();
    expect(normalizeFrenchPhone('+44 20 7946 0958')).toBeNull();
  });

  it('checks postal codes and finds departments', () => {
    expect(isValidFrenchPostalCode('72220')).toBe(true);
    expect(isValidFrenchPostalCode('20000')).toBe(true);
    expect(isValidFrenchPostalCode('00100')).toBe(false);
    expect(isValidFrenchPostalCode('7222')).toBe(false);
    expect(departmentCodeFromPostalCode('20090')).toBe('2A');
    expect(departmentCodeFromPostalCode('20200')).toBe('2B');
    expect(departmentCodeFromPostalCode('97400')).toBe('974');
    expect(departmentCodeFromName('72 Sarthe')).toBe('72');
    expect(departmentCodeFromName(null)).toBe('01');
  });

  it('exposes the form schemas with French messages', () => {
    const result = registerSchema.safeParse({});
    expect(result.success).toBe(false);
    const ok = profileUpdateSchema.safeParse({
      fullname: 'Léa Roux',
      email: 'LEA@EXEMPLE.FR',
      phone: '0243000000',
      address: '1 rue Haute',
      postal_code: '72220',
      city: 'Écommoy',
    });
    expect(ok.success && ok.data.email).toBe('lea@exemple.fr');
    expect(ok.success && ok.data.phone).toBe('02 43 00 00 00');
  });
});
