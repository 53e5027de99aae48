import { clearDraft, DRAFT_DAYS, loadDraft, saveDraft } from './draft';
import { EMPTY_VALUES } from './form-values';

describe('trade-in draft (localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the step and the answers, fills fields added since with their empty value', () => {
    saveDraft({ step: 2, values: { ...EMPTY_VALUES, brand: 'renault', mileage: '42 000' } });
    expect(loadDraft()).toEqual({ step: 2, values: { ...EMPTY_VALUES, brand: 'renault', mileage: '42 000' } });
    const stored = JSON.parse(localStorage.getItem('ga_tradein_draft')!);
    delete stored.values.photos;
    localStorage.setItem('ga_tradein_draft', JSON.stringify(stored));
    expect(loadDraft()?.values.photos).toEqual([]);
  });

  it('forgets a draft older than its days, a broken one, one of another version, and after sending', () => {
    const now = Date.now();
    saveDraft({ step: 1, values: EMPTY_VALUES }, now - (DRAFT_DAYS + 1) * 86_400_000);
    expect(loadDraft(now)).toBeNull();
    expect(localStorage.getItem('ga_tradein_draft')).toBeNull();
    localStorage.setItem('ga_tradein_draft', '{pas du json');
    expect(loadDraft()).toBeNull();
    localStorage.setItem('ga_tradein_draft', JSON.stringify({ version: 99, savedAt: now, step: 1, values: {} }));
    expect(loadDraft()).toBeNull();
    saveDraft({ step: 9 as never, values: EMPTY_VALUES });
    expect(loadDraft()?.step).toBe(3);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });
});
