import Cookies from 'js-cookie';
import { CONSENT_LIFETIME_MS, readConsent, writeConsent } from './consent-cookies';

describe('consent cookies', () => {
  beforeEach(() => {
    Cookies.remove('ncc_c', { path: '/' });
    Cookies.remove('ncc_e', { path: '/' });
  });

  it('has no choice before the visitor chooses', () => {
    expect(readConsent()).toBeNull();
  });

  it('stores consent and the enabled ids, path /, for 365 days', () => {
    const set = jest.spyOn(Cookies, 'set');
    writeConsent({ enabled: ['analytics', 'classifieds'] }, 0);
    expect(set).toHaveBeenCalledWith(
      'ncc_c',
      '1',
      expect.objectContaining({ path: '/', expires: new Date(31_536_000_000) }),
    );
    expect(set).toHaveBeenCalledWith('ncc_e', 'analytics,classifieds', expect.objectContaining({ path: '/' }));
    expect(CONSENT_LIFETIME_MS).toBe(365 * 24 * 3600 * 1000);
    set.mockRestore();
    writeConsent({ enabled: ['analytics', 'classifieds'] });
    expect(readConsent()).toEqual({ enabled: ['analytics', 'classifieds'] });
  });

  it('a refusal is a choice with nothing enabled; unknown ids are dropped', () => {
    writeConsent({ enabled: [] });
    expect(readConsent()).toEqual({ enabled: [] });
    Cookies.set('ncc_e', 'analytics,inconnu');
    expect(readConsent()).toEqual({ enabled: ['analytics'] });
  });
});
