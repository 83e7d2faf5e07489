import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCompanyResourceRoutes } from '../../../http/company-resource-routes';
import {
  costCenterSchema,
  createCostCenterBody,
  listCostCentersQuery,
  pageCostCentersQuery,
  updateCostCenterBody,
} from 'shared/contracts';

/** Centros de custo of the `x-company-id` company: any member reads and writes them. */
const costCenters: FastifyPluginAsyncZod = async (app) => {
  registerCompanyResourceRoutes(app, {
    tag: 'centros de custo',
    schemas: {
      row: costCenterSchema,
      filter: listCostCentersQuery,
      create: createCostCenterBody,
      update: updateCostCenterBody,
    },
    service: () => app.services.costCenters,
    paged: {
      filter: pageCostCentersQuery,
      service: () => app.services.costCenters,
      summary: 'Uma página dos centros de custo, com busca por nome ou código',
    },
    docs: {
      list: 'Centros de custo da empresa, por nome',
      get: 'Um centro de custo',
      create: 'Cria um centro de custo',
      createConflicts: '409 se a empresa já tem um centro de custo com o mesmo nome.',
      update: 'Altera um centro de custo',
      remove: 'Exclui um centro de custo (409 se está em uso em movimentações: desative-o)',
    },
  });
};

export default costCenters;
