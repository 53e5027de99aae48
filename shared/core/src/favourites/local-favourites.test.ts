import { createAppStore } from '../store/store';
import { signIn } from '../session/session-actions';
import { readLocalFavourites, toggleLocalFavourite } from './local-favourites';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const consent = (categories: string) => {
  document.cookie = `ncc_e=${encodeURIComponent(categories)}; path=/`;
};

describe('favourites kept in the browser before signing in', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
    consent('personalisation');
  });

  it('are kept only with « Personnalisation » accepted, newest first, toggled', () => {
    expect(toggleLocalFavourite(12)).toBe(true);
    expect(toggleLocalFavourite(40)).toBe(true);
    expect(readLocalFavourites()).toEqual([40, 12]);
    expect(toggleLocalFavourite(12)).toBe(false);
    expect(readLocalFavourites()).toEqual([40]);
    consent('analytics');
    expect(readLocalFavourites()).toEqual([]);
    expect(toggleLocalFavourite(7)).toBe(false);
  });

  it('join the account’s at sign-in, then leave the browser', async () => {
    toggleLocalFavourite(12);
    toggleLocalFavourite(40);
    fetchMock
      .mockResolvedValueOnce(json({ data: { bookmarks: [40, 12, 3] } }))
      .mockResolvedValueOnce(json({ data: { id: 7, bookmarks: [40, 12, 3] } }));
    await createAppStore().dispatch(signIn('jeton'));
    const merge = fetchMock.mock.calls[0]?.[0] as Request;
    expect(merge.url).toBe('http://api.test/api/user/bookmarks/merge');
    expect(await merge.json()).toEqual({ vehicle_ids: [40, 12] });
    expect(merge.headers.get('Authorization')).toBe('Bearer jeton');
    expect(readLocalFavourites()).toEqual([]);
  });

  it('stay in the browser when the merge fails, for the next sign-in', async () => {
    toggleLocalFavourite(12);
    fetchMock.mockResolvedValueOnce(json({ message: 'Erreur' }, 503)).mockResolvedValueOnce(json({ data: { id: 7 } }));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await createAppStore().dispatch(signIn('jeton'));
    expect(readLocalFavourites()).toEqual([12]);
    error.mockRestore();
  });
});
