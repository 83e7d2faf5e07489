import { api } from 'shared/api';
import type { MovementFiscalDocument } from 'shared/contracts';

// The note behind a movement never changes once imported: read once per movement, kept while the
// form is open, and gone with the movement.
const fiscalDocumentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMovementFiscalDocument: build.query<MovementFiscalDocument, string>({
      query: (movementId) => ({ url: `/v1/companies/movements/${movementId}/fiscal-document` }),
    }),
  }),
});

export const { useGetMovementFiscalDocumentQuery } = fiscalDocumentApi;
