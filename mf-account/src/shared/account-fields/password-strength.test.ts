import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it('counts the characters still missing below 12', () => {
    expect(passwordStrength('')).toMatchObject({ level: 0, label: 'Trop court' });
    expect(passwordStrength('abcdefghij').advice).toBe('Encore 2 caractères au minimum (12 caractères requis).');
    expect(passwordStrength('abcdefghijk').advice).toBe('Encore 1 caractère au minimum (12 caractères requis).');
  });

  it('rates variety and length', () => {
    expect(passwordStrength('lesarthemans').level).toBe(1);
    expect(passwordStrength('Sarthe-Ecommoy').level).toBe(2);
    expect(passwordStrength('Sarthe-Ecommoy-1966').level).toBe(3);
    expect(passwordStrength('Sarthe-Ecommoy-1966-Le-Mans').level).toBe(4);
    expect(passwordStrength('Sarthe-Ecommoy-1966-Le-Mans').advice).toBeNull();
  });

  it('marks down obvious sequences and repeats', () => {
    expect(passwordStrength('Azerty123456!').level).toBe(1);
    expect(passwordStrength('Aaaaaaaaaaa1!').level).toBe(1);
  });
});
