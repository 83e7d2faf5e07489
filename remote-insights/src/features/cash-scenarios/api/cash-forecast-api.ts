import { api, dashboardTags } from 'shared/api';
import type {
  CashForecast,
  CashForecastRequestInput,
  CashScenario,
  CashScenarioInput,
} from 'shared/contracts';

const LIST = { type: 'CashScenario' as const, id: 'LIST' };

// Cenários de caixa (issue 24, item 4): the forecast (stale when a movement or payment changes,
// as the dashboards) and the company's saved scenarios.
const cashForecastApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCashForecast: build.query<CashForecast, CashForecastRequestInput>({
      query: (body) => ({ url: '/v1/companies/cash-forecast', method: 'POST', data: body }),
      providesTags: () => dashboardTags(),
    }),
    getCashScenarios: build.query<CashScenario[], void>({
      query: () => ({ url: '/v1/companies/cash-forecast/scenarios' }),
      providesTags: () => [LIST],
    }),
    saveCashScenario: build.mutation<CashScenario, { id: string | null; body: CashScenarioInput }>({
      query: ({ id, body }) =>
        id
          ? { url: `/v1/companies/cash-forecast/scenarios/${id}`, method: 'PUT', data: body }
          : { url: '/v1/companies/cash-forecast/scenarios', method: 'POST', data: body },
      invalidatesTags: () => [LIST],
    }),
    deleteCashScenario: build.mutation<void, string>({
      query: (id) => ({ url: `/v1/companies/cash-forecast/scenarios/${id}`, method: 'DELETE' }),
      invalidatesTags: () => [LIST],
    }),
  }),
});

export const {
  useGetCashForecastQuery,
  useGetCashScenariosQuery,
  useSaveCashScenarioMutation,
  useDeleteCashScenarioMutation,
} = cashForecastApi;
