import { pendingAction } from './pending-action';

describe('pendingAction', () => {
  beforeEach(() => sessionStorage.clear());

  it('finishes the remembered action once, for its own subject only', () => {
    const bookmark = pendingAction('ga_test_pending');
    bookmark.remember(42);
    expect(bookmark.take(7)).toBe(false);
    expect(bookmark.take(42)).toBe(true);
    expect(bookmark.take(42)).toBe(false);
  });

  it('keeps one action per key', () => {
    const alert = pendingAction('ga_test_alert');
    const bookmark = pendingAction('ga_test_bookmark');
    alert.remember('/voitures');
    bookmark.remember(3);
    expect(alert.take('/voitures')).toBe(true);
    expect(bookmark.take(3)).toBe(true);
  });
});
