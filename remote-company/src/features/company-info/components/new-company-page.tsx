import { Alert, Box, Button, Flex, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStore } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toApiError } from 'shared/api';
import { CompanyFields } from 'shared/forms';
import type { AppStore } from 'shared/session';
import { SessionSetupError, switchCompany } from 'shared/session';
import { PageHeading, toaster } from 'shared/ui';
import { placeApiErrors } from '../../../lib/place-api-errors';
import { useCreateCompanyMutation } from '../api/company-api';
import { companyInfoSchema, emptyCompanyInfo, toCompanyBody } from '../company-info-schema';
import type { CompanyInfoValues } from '../company-info-schema';

/** Where the new company is seen first: its own informações gerais. */
const LANDING = '/empresa/informacoes-gerais';

export const CREATE_FAILED_MESSAGE = 'Não foi possível criar a empresa. Tente novamente.';

/**
 * `/empresa/nova` ('Nova empresa' in the company menu): a page rather than a dialog, as the form is
 * as long as the company's own. The person becomes its owner; the session then switches to it.
 */
export function NewCompanyPage() {
  const form = useForm<CompanyInfoValues>({
    resolver: zodResolver(companyInfoSchema),
    defaultValues: emptyCompanyInfo(),
  });
  const [create, { isLoading: creating }] = useCreateCompanyMutation();
  const [switching, setSwitching] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const store = useStore() as AppStore;
  const navigate = useNavigate();

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    let companyId: string;
    try {
      companyId = (await create(toCompanyBody(values)).unwrap()).id;
    } catch (thrown) {
      setFormError(placeApiErrors(form, toApiError(thrown), CREATE_FAILED_MESSAGE));
      return;
    }
    setSwitching(true);
    try {
      const account = await switchCompany(store, companyId);
      void navigate(LANDING, { replace: true });
      toaster.create({
        type: 'success',
        title: 'Empresa criada',
        description: `Você está agora em ${account.company.name}.`,
        duration: 4000,
      });
    } catch (thrown) {
      // The company exists: say so, and that the company menu reaches it.
      setSwitching(false);
      const reason = thrown instanceof SessionSetupError ? ` ${thrown.message}` : '';
      setFormError(
        `A empresa foi criada, mas não foi possível entrar nela.${reason} Escolha-a no menu Minhas Empresas.`,
      );
    }
  });

  return (
    <>
      <PageHeading
        title="Nova empresa"
        description="Cadastre outra empresa: você será o proprietário dela."
      />
      <form noValidate aria-label="Nova empresa" onSubmit={(event) => void onSubmit(event)}>
        {formError && (
          <Alert.Root status="error" mb="4">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Text textStyle="sm" color="fg.muted" mb="4">
          Ela começa com o plano de contas padrão, que você pode ajustar depois.
        </Text>
        <Box mb="6">
          <CompanyFields form={form} />
        </Box>
        <Flex justify="flex-end" gap="3">
          <Button asChild variant="outline">
            <RouterLink to={LANDING}>Cancelar</RouterLink>
          </Button>
          <Button type="submit" colorPalette="brand" loading={creating || switching}>
            Criar empresa
          </Button>
        </Flex>
      </form>
    </>
  );
}
