import { createAppStore } from '../store/store';
import { FIRST_DATA_ELEMENT_ID, resetFirstData } from './first-data';
import { injectEndpoints } from './inject-endpoints';
import { setStaffCsrfToken } from './staff-session';

const probe = injectEndpoints({
  endpoints: (build) => ({
    catalogueTestBaseQuery: build.query<{ data: string[]; status: number }, { tags: string[] }>({
      query: ({ tags }) => ({ url: '/api/probe', params: { tags } }),
    }),
    staffTestRead: build.query<unknown, void>({ query: () => '/api/staff/me' }),
    staffTestWrite: build.mutation<unknown, void>({
      query: () => ({ url: '/api/staff/inbox/1/notes', method: 'POST', body: { body: 'x' } }),
    }),
  }),
});

describe('base query', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    window.__GA_CONFIG__ = { apiUrl: 'https://api.exemple.fr', apiKey: 'cle-test' };
    localStorage.clear();
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  it('sends the API key, JSON accept, bearer token and array params; adds the status', async () => {
    localStorage.setItem('ga_app_token', 'jeton');
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ data: ['a'] }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    const store = createAppStore();
    const result = await store.dispatch(probe.endpoints.catalogueTestBaseQuery.initiate({ tags: ['x', 'y'] }));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(request.url).toBe('https://api.exemple.fr/api/probe?tags%5B%5D=x&tags%5B%5D=y');
    expect(request.headers.get('X-Api-Key')).toBe('cle-test');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Authorization')).toBe('Bearer jeton');
    expect(result.data).toEqual({ data: ['a'], status: 201 });
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValue(
      new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    await createAppStore().dispatch(probe.endpoints.catalogueTestBaseQuery.initiate({ tags: [] }));
    expect((fetchMock.mock.calls[0]?.[0] as Request).headers.get('Authorization')).toBeNull();
  });

  describe('the staff API', () => {
    const ok = () => new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    afterEach(() => setStaffCsrfToken(null));

    it('sends the session cookie and never the visitor token (a staff route refuses it)', async () => {
      localStorage.setItem('ga_app_token', 'jeton');
      fetchMock.mockResolvedValue(ok());
      await createAppStore().dispatch(probe.endpoints.staffTestRead.initiate());
      const request = fetchMock.mock.calls[0]?.[0] as Request;
      expect(request.headers.get('Authorization')).toBeNull();
      expect(request.credentials).toBe('include');
      expect(request.headers.get('X-CSRF-Token')).toBeNull();
    });

    it('sends the CSRF token of the sign-in on writes', async () => {
      setStaffCsrfToken('csrf-123');
      fetchMock.mockResolvedValue(ok());
      await createAppStore().dispatch(probe.endpoints.staffTestWrite.initiate());
      const request = fetchMock.mock.calls[0]?.[0] as Request;
      expect(request.headers.get('X-CSRF-Token')).toBe('csrf-123');
      expect(request.credentials).toBe('include');
    });
  });

  describe('first data inlined by the site server', () => {
    const inline = (replies: Record<string, unknown>) => {
      document.body.innerHTML = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${JSON.stringify(replies)}</script>`;
      resetFirstData();
    };
    afterEach(() => {
      document.body.innerHTML = '';
      resetFirstData();
    });

    it('answers the same GET (path and query) from the page once, then asks the API', async () => {
      inline({ '/api/probe?tags%5B%5D=x': { data: ['dans la page'] } });
      fetchMock.mockResolvedValue(
        new Response('{"data":["API"]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
      const store = createAppStore();
      const first = await store.dispatch(probe.endpoints.catalogueTestBaseQuery.initiate({ tags: ['x'] }));
      expect(first.data).toEqual({ data: ['dans la page'], status: 200 });
      expect(fetchMock).not.toHaveBeenCalled();

      const again = await store.dispatch(
        probe.endpoints.catalogueTestBaseQuery.initiate({ tags: ['x'] }, { forceRefetch: true }),
      );
      expect(again.data).toEqual({ data: ['API'], status: 200 });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('another query string is not the same call', async () => {
      inline({ '/api/probe?tags%5B%5D=x': { data: ['dans la page'] } });
      fetchMock.mockResolvedValue(
        new Response('{"data":["API"]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
      const result = await createAppStore().dispatch(probe.endpoints.catalogueTestBaseQuery.initiate({ tags: ['y'] }));
      expect(result.data).toEqual({ data: ['API'], status: 200 });
    });

    it('a signed-in visitor never gets the signed-out replies', async () => {
      inline({ '/api/probe?tags%5B%5D=x': { data: ['dans la page'] } });
      localStorage.setItem('ga_app_token', 'jeton');
      fetchMock.mockResolvedValue(
        new Response('{"data":["API"]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
      const result = await createAppStore().dispatch(probe.endpoints.catalogueTestBaseQuery.initiate({ tags: ['x'] }));
      expect(result.data).toEqual({ data: ['API'], status: 200 });
    });

    it('an unreadable block is ignored', async () => {
      document.body.innerHTML = `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">{pas du JSON</script>`;
      resetFirstData();
      fetchMock.mockResolvedValue(
        new Response('{"data":["API"]}', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      );
      const result = await createAppStore().dispatch(probe.endpoints.catalogueTestBaseQuery.initiate({ tags: ['x'] }));
      expect(result.data).toEqual({ data: ['API'], status: 200 });
    });
  });
});
