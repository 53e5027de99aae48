import { departmentCode, DEFAULT_DEPARTMENT_CODE } from './department';

describe('departmentCode (docs/spec-notes.md §9)', () => {
  it('is the first word of the department name', () => {
    expect(departmentCode('72 Sarthe')).toBe('72');
    expect(departmentCode('2A Corse-du-Sud')).toBe('2A');
    expect(departmentCode('  49   Maine-et-Loire ')).toBe('49');
    expect(departmentCode('75')).toBe('75');
  });

  it('falls back to "01"', () => {
    expect(DEFAULT_DEPARTMENT_CODE).toBe('01');
    expect(departmentCode('')).toBe('01');
    expect(departmentCode('   ')).toBe('01');
    expect(departmentCode(null)).toBe('01');
    expect(departmentCode(undefined)).toBe('01');
  });
});
