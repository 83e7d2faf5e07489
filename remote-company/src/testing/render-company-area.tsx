import { Route, Routes } from 'react-router-dom';
import type { Account } from 'shared/session';
import { demoAccount, renderWithProviders } from 'shared/testing';
import { CompanyArea } from '../app/company-area';

/** The company area at `/empresa/<tab>`, as the host routes it. */
export function renderCompanyArea(tab: string, account: Account = demoAccount()) {
  return renderWithProviders(
    <Routes>
      <Route path="/empresa/:tab" element={<CompanyArea />} />
    </Routes>,
    { route: `/empresa/${tab}`, account },
  );
}
