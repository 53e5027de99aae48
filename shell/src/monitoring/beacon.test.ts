import { flushBeacons, reportFrontEvent, reportRemoteLoaded } from './beacon';

jest.mock('../remotes/registry', () => ({
  liveVersion: (remote: string) => (remote === 'mf-catalogue' ? '1.0.0-aaaaaaaaaa' : undefined),
}));

describe('beacon channel, shell side', () => {
  const fetchMock = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
  beforeEach(() => {
    jest.useFakeTimers();
    fetchMock.mockClear();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => jest.useRealTimers());

  const sentBatches = () =>
    (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => ({
      url,
      keepalive: init.keepalive,
      events: JSON.parse(String(init.body)).events,
    }));

  it('batches the events of 2 s into one keepalive POST /beacon, with the live version of each remote', () => {
    reportFrontEvent('remote-load-failed', 'mf-catalogue');
    reportFrontEvent('render-error', 'mf-content');
    expect(fetchMock).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2_000);
    expect(sentBatches()).toEqual([
      {
        url: '/beacon',
        keepalive: true,
        events: [
          { kind: 'remote-load-failed', remote: 'mf-catalogue', version: '1.0.0-aaaaaaaaaa' },
          { kind: 'render-error', remote: 'mf-content', version: 'inconnue' },
        ],
      },
    ]);
  });

  it('sends at once when the page goes away, and never more than 20 events a batch', () => {
    for (let i = 0; i < 45; i += 1) reportFrontEvent('render-error', 'mf-tradein');
    flushBeacons();
    expect(sentBatches().map((b) => b.events.length)).toEqual([20, 20, 5]);
    reportFrontEvent('render-error', 'mf-account');
    window.dispatchEvent(new Event('pagehide'));
    expect(sentBatches().at(-1)!.events).toEqual([{ kind: 'render-error', remote: 'mf-account', version: 'inconnue' }]);
  });

  it('counts a remote loaded once per page, however many of its modules load', () => {
    reportRemoteLoaded('mf-catalogue');
    reportRemoteLoaded('mf-catalogue');
    reportRemoteLoaded('mf-content');
    flushBeacons();
    expect(sentBatches().at(-1)!.events).toEqual([
      { kind: 'remote-loaded', remote: 'mf-catalogue', version: '1.0.0-aaaaaaaaaa' },
      { kind: 'remote-loaded', remote: 'mf-content', version: 'inconnue' },
    ]);
  });
});
