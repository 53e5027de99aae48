import { setTradeinCredit } from '../tradein/tradein-credit';
import { clearVisitorData, VISITOR_STORAGE } from './visitor-data';

describe('what this browser keeps of a visitor', () => {
  it('is wiped at sign-out: trade-in draft, pending favourite, trade-in credit, purchase choices, photos database', () => {
    localStorage.setItem(VISITOR_STORAGE.tradeinDraft, '{"step":3}');
    localStorage.setItem('ga_consent', 'kept');
    sessionStorage.setItem(VISITOR_STORAGE.pendingBookmark, '12');
    sessionStorage.setItem(VISITOR_STORAGE.purchaseChoices, '{"12":{"promo_code":"CSE-SARTHE","funding":null}}');
    setTradeinCredit({ repriseId: 1, amount: 5000, car: 'Peugeot 208' });
    const deleted: string[] = [];
    Object.defineProperty(window, 'indexedDB', {
      configurable: true,
      value: { deleteDatabase: (name: string) => deleted.push(name) },
    });
    clearVisitorData();
    expect([
      localStorage.getItem(VISITOR_STORAGE.tradeinDraft),
      sessionStorage.getItem(VISITOR_STORAGE.pendingBookmark),
      sessionStorage.getItem('ga_tradein_credit'),
      sessionStorage.getItem(VISITOR_STORAGE.purchaseChoices),
    ]).toEqual([null, null, null, null]);
    expect(localStorage.getItem('ga_consent')).toBe('kept');
    expect(deleted).toEqual([VISITOR_STORAGE.tradeinPhotosDb]);
  });
});
