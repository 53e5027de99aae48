import { leadTimeLabel } from './lead-time';

describe('leadTimeLabel', () => {
  it('says when the vehicle is delivered', () => {
    expect(leadTimeLabel(0)).toBe('dès que le véhicule est prêt');
    expect(leadTimeLabel(1)).toBe('sous 1\u00a0jour');
    expect(leadTimeLabel(10)).toBe('sous 10\u00a0jours');
  });
});
