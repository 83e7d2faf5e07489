import { Box } from '@chakra-ui/react';
import { LoadError, Loading } from '../../../components/load-states';
import { selectAccount, useAppSelector } from 'shared/session';
import { useGetCompanyQuery } from '../api/company-api';
import { CompanyInfoForm } from './company-info-form';
import { CompanyLogo } from './company-logo';

export function CompanyInfoTab() {
  const companyId = useAppSelector(selectAccount)?.company.id ?? '';
  const query = useGetCompanyQuery(companyId, { skip: !companyId });
  if (query.data) {
    return (
      <>
        {/* Outside the form: a logo is saved on its own, as soon as it is chosen. */}
        <Box mb="6">
          <CompanyLogo company={query.data} />
        </Box>
        <CompanyInfoForm key={query.data.updated_at} company={query.data} />
      </>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message="Não foi possivel encontrar a empresa. Por favor, tente novamente"
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Loading />;
}
