import { settleFinalErrors } from './final-errors';

const rejected = (status: unknown) => ({ status: 'rejected', startedTimeStamp: 1000, error: { status } });

describe('settleFinalErrors', () => {
  it('keeps a 400, 404, 410 or 422 like a reply, with the time it was asked', () => {
    const state = {
      queries: { a: rejected(404), b: rejected(410), c: rejected(422), d: rejected(400) },
      mutations: {},
    };
    const settled = settleFinalErrors(state)!;
    for (const key of ['a', 'b', 'c', 'd'] as const)
      expect(settled.queries[key]).toEqual({ ...state.queries[key], fulfilledTimeStamp: 1000 });
    expect(settled.mutations).toBe(state.mutations);
    // The state it was given is left as it was.
    expect(state.queries.a).not.toHaveProperty('fulfilledTimeStamp');
  });

  it('leaves the errors that may pass, the replies and the pending queries to be asked again', () => {
    const state = {
      queries: {
        unauthorised: rejected(401),
        forbidden: rejected(403),
        limited: rejected(429),
        server: rejected(503),
        unreachable: rejected('FETCH_ERROR'),
        fulfilled: { status: 'fulfilled', startedTimeStamp: 1, fulfilledTimeStamp: 2, data: {} },
        pending: { status: 'pending', startedTimeStamp: 1 },
        // A refetch that failed after a reply: already kept.
        refetched: { ...rejected(404), fulfilledTimeStamp: 500 },
      },
    };
    expect(settleFinalErrors(state)).toBeUndefined();
  });
});
