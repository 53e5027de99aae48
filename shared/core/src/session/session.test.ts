import { createAppStore } from '../store/store';
import { sessionApi } from './session-api';
import { signIn, signOut } from './session-actions';
import { selectToken, selectUser } from './session-slice';
import { notify, selectNotifications, dismiss } from '../notifications/notifications-slice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { id: 7, fullname: 'Camille Martin', email: 'camille@exemple.fr', is_comp: false, bookmarks: [] };

describe('session', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    window.__GA_CONFIG__ = { apiUrl: 'http://api.test' };
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('sign-in stores the token under ga_app_token and loads the user', async () => {
    fetchMock.mockResolvedValue(json({ data: user }));
    const store = createAppStore();
    await store.dispatch(signIn('jeton-1'));
    expect(localStorage.getItem('ga_app_token')).toBe('jeton-1');
    expect(selectToken(store.getState())).toBe('jeton-1');
    expect(selectUser(store.getState())).toEqual(user);
  });

  it('a 401 while loading the user clears the token silently', async () => {
    localStorage.setItem('ga_app_token', 'perime');
    fetchMock.mockResolvedValue(json({ message: 'Non authentifié.' }, 401));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    expect(selectToken(store.getState())).toBe('perime');
    await store.dispatch(sessionApi.endpoints.sessionGetUser.initiate());
    expect(localStorage.getItem('ga_app_token')).toBeNull();
    expect(selectToken(store.getState())).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(selectNotifications(store.getState())).toEqual([]);
    error.mockRestore();
  });

  it('other failures are only logged and keep the token', async () => {
    localStorage.setItem('ga_app_token', 'ok');
    fetchMock.mockResolvedValue(json({ message: 'Erreur' }, 503));
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAppStore();
    await store.dispatch(sessionApi.endpoints.sessionGetUser.initiate());
    expect(localStorage.getItem('ga_app_token')).toBe('ok');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('logout revokes the token on the server, then clears token and user', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: user })).mockResolvedValueOnce(new Response(null, { status: 204 }));
    const store = createAppStore();
    await store.dispatch(signIn('jeton-2'));
    await store.dispatch(signOut());
    const revoke = fetchMock.mock.calls[1]?.[0] as Request;
    expect(revoke.url).toBe('http://api.test/oauth/revoke');
    expect(revoke.method).toBe('POST');
    expect(revoke.headers.get('Authorization')).toBe('Bearer jeton-2');
    expect(localStorage.getItem('ga_app_token')).toBeNull();
    expect(selectUser(store.getState())).toBeNull();
  });

  it('logout still signs out locally when the server cannot be reached', async () => {
    localStorage.setItem('ga_app_token', 'x');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const store = createAppStore();
    await store.dispatch(signOut());
    expect(selectToken(store.getState())).toBeNull();
  });
});

describe('notifications', () => {
  it('gives each notice a random id and removes it on dismiss', () => {
    const store = createAppStore();
    store.dispatch(notify({ action: 'success', message: 'Véhicule ajouté dans vos favoris 😁' }));
    store.dispatch(notify({ action: 'info', message: 'Véhicule retiré de vos favoris 😑' }));
    const [first, second] = selectNotifications(store.getState());
    expect(first?.id).toEqual(expect.any(String));
    expect(first?.id).not.toBe(second?.id);
    store.dispatch(dismiss(first!.id));
    expect(selectNotifications(store.getState()).map((n) => n.message)).toEqual(['Véhicule retiré de vos favoris 😑']);
  });
});
