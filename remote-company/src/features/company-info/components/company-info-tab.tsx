import { Alert, Box, Button, Flex, Spinner } from '@chakra-ui/react';
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
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title flex="1">
          Não foi possivel encontrar a empresa. Por favor, tente novamente
        </Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Flex role="status" aria-label="Carregando" justify="center" py="10">
      <Spinner />
    </Flex>
  );
}
