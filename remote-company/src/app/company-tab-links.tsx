import { SectionLinks } from '../components/section-links';
import { COMPANY_TABS } from './company-tabs';

export function CompanyTabLinks({ current }: { current: string | null }) {
  return (
    <SectionLinks
      label="Seções da empresa"
      basePath="/empresa"
      links={COMPANY_TABS}
      current={current}
    />
  );
}
