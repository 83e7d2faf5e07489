import { waitFor } from '@testing-library/react';
import { fakeApi } from '../../testing/fake-api';
import { createAppStore } from '../../session/store';
import { api } from '../api-slice';
import { categoryTags, dashboardTags, movementTags } from '../tags';

interface Row {
  id: string;
  description: string;
}

// Endpoints as the next features will write them: only the tags come from the factories.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMovements: build.query<{ items: Row[] }, { search: string }>({
      query: (params) => ({ url: '/v1/movements', params }),
      providesTags: movementTags.providesList,
    }),
    getMovement: build.query<Row, string>({
      query: (id) => ({ url: `/v1/movements/${id}` }),
      providesTags: movementTags.providesDetail,
    }),
    getDashboard: build.query<unknown, void>({
      query: () => ({ url: '/v1/dashboard', method: 'POST' }),
      providesTags: dashboardTags,
    }),
    createMovement: build.mutation<Row, Omit<Row, 'id'>>({
      query: (data) => ({ url: '/v1/movements', method: 'POST', data }),
      invalidatesTags: movementTags.invalidatesList,
    }),
    updateMovement: build.mutation<Row, Row>({
      query: ({ id, ...data }) => ({ url: `/v1/movements/${id}`, method: 'PATCH', data }),
      invalidatesTags: movementTags.invalidatesDetail,
    }),
    createCategory: build.mutation<unknown, void>({
      query: () => ({ url: '/v1/categories', method: 'POST' }),
      invalidatesTags: categoryTags.invalidatesList,
    }),
  }),
});

const rows = [
  { id: 'm-1', description: 'Aluguel' },
  { id: 'm-2', description: 'Energia' },
];

function setUp() {
  const server = fakeApi({
    'GET /v1/movements': () => ({ status: 200, body: { items: rows } }),
    'GET /v1/movements/m-1': () => ({ status: 200, body: rows[0] }),
    'GET /v1/movements/m-2': () => ({ status: 200, body: rows[1] }),
    'POST /v1/dashboard': () => ({ status: 200, body: {} }),
    'POST /v1/movements': ({ body }) => ({ status: 201, body: { id: 'm-3', ...(body as object) } }),
    'PATCH /v1/movements/m-1': ({ body }) => ({
      status: 200,
      body: { id: 'm-1', ...(body as object) },
    }),
    'POST /v1/categories': () => ({ status: 201, body: {} }),
  });
  const store = createAppStore(null);
  const count = (call: string) => server.calls.filter((made) => made === call).length;
  return { server, store, count };
}

/** Subscribes as a mounted screen would, and waits for the first answer. */
async function watch<Result>(request: { unwrap: () => Promise<Result> }) {
  await request.unwrap();
}

describe('cache tags', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('should name lists and details by entity, lists whatever their filter', () => {
    expect(movementTags.list()).toEqual({ type: 'Movement', id: 'LIST' });
    expect(movementTags.detail('m-1')).toEqual({ type: 'Movement', id: 'm-1' });
    expect(movementTags.providesList({ items: rows })).toEqual([
      { type: 'Movement', id: 'LIST' },
      { type: 'Movement', id: 'm-1' },
      { type: 'Movement', id: 'm-2' },
    ]);
    expect(movementTags.providesList(undefined)).toEqual([{ type: 'Movement', id: 'LIST' }]);
  });

  it('should refetch every movement list and the dashboard after a movement is created', async () => {
    const { server, store, count } = setUp();
    restore = server.restore;
    await watch(store.dispatch(testApi.endpoints.listMovements.initiate({ search: '' })));
    await watch(store.dispatch(testApi.endpoints.listMovements.initiate({ search: 'alu' })));
    await watch(store.dispatch(testApi.endpoints.getDashboard.initiate()));
    expect(count('GET /v1/movements')).toBe(2);

    await store.dispatch(testApi.endpoints.createMovement.initiate({ description: 'Internet' }));

    await waitFor(() => expect(count('GET /v1/movements')).toBe(4));
    await waitFor(() => expect(count('POST /v1/dashboard')).toBe(2));
  });

  it('should refetch the changed movement and the lists, not the other movements', async () => {
    const { server, store, count } = setUp();
    restore = server.restore;
    await watch(store.dispatch(testApi.endpoints.listMovements.initiate({ search: '' })));
    await watch(store.dispatch(testApi.endpoints.getMovement.initiate('m-1')));
    await watch(store.dispatch(testApi.endpoints.getMovement.initiate('m-2')));

    await store.dispatch(
      testApi.endpoints.updateMovement.initiate({ id: 'm-1', description: 'Aluguel sede' }),
    );

    await waitFor(() => expect(count('GET /v1/movements/m-1')).toBe(2));
    await waitFor(() => expect(count('GET /v1/movements')).toBe(2));
    expect(count('GET /v1/movements/m-2')).toBe(1);
  });

  it('should leave movement lists cached when another entity changes', async () => {
    const { server, store, count } = setUp();
    restore = server.restore;
    await watch(store.dispatch(testApi.endpoints.listMovements.initiate({ search: '' })));
    await watch(store.dispatch(testApi.endpoints.getDashboard.initiate()));

    await store.dispatch(testApi.endpoints.createCategory.initiate());

    await waitFor(() => expect(count('POST /v1/dashboard')).toBe(2));
    expect(count('GET /v1/movements')).toBe(1);
  });
});
