import { Alert, Box, Button, Flex } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toApiError } from 'shared/api';
import { CompanyFields } from 'shared/forms';
import type { Company } from 'shared/contracts';
import { companyUpdated, useAppDispatch } from 'shared/session';
import { toaster } from 'shared/ui';
import { placeApiErrors } from '../../../lib/place-api-errors';
import { useUpdateCompanyMutation } from '../api/company-api';
import { companyInfoDefaults, companyInfoSchema, toCompanyBody } from '../company-info-schema';
import type { CompanyInfoValues } from '../company-info-schema';

export function CompanyInfoForm({ company }: { company: Company }) {
  const form = useForm<CompanyInfoValues>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: companyInfoDefaults(company),
  });
  const [update, { isLoading }] = useUpdateCompanyMutation();
  const dispatch = useAppDispatch();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update({ id: company.id, body: toCompanyBody(values) }).unwrap();
      dispatch(companyUpdated(saved));
      toaster.create({ type: 'success', title: 'Dados da empresa salvos', duration: 3000 });
    } catch (thrown) {
      setFormError(
        placeApiErrors(form, toApiError(thrown), 'Não foi possível salvar. Tente novamente.'),
      );
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {formError && (
        <Alert.Root status="error" mb="4">
          <Alert.Indicator />
          <Alert.Title>{formError}</Alert.Title>
        </Alert.Root>
      )}
      <Box mb="6">
        <CompanyFields form={form} />
      </Box>
      <Flex justify="flex-end">
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          Salvar alterações
        </Button>
      </Flex>
    </form>
  );
}
