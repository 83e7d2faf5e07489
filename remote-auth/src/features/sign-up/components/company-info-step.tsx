import { Button, Fieldset, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { SIGN_UP_ERRORS, useSignUpMutation } from '../api/sign-up';
import { companyInfoSchema, EMPTY_COMPANY_INFO } from '../company-info-schema';
import type { CompanyInfoValues } from '../company-info-schema';
import { clearSignUpDraft } from '../sign-up-draft';
import { failureFor } from '../sign-up-errors';
import type { Failure } from '../sign-up-errors';
import { toSignUpRequest } from '../to-sign-up-request';
import { AddressFields } from './address-fields';
import { CompanyFields } from './company-fields';
import { FailureAlert } from './failure-alert';

const LEGEND = { fontSize: 'md', fontWeight: 'semibold', color: 'fg' } as const;

/** info-empresa: the company and its address, then the account is created. */
export function CompanyInfoStep({
  verificationToken,
  user,
  defaults = EMPTY_COMPANY_INFO,
  onSave,
  onBack,
}: {
  verificationToken: string;
  user: { name: string; password: string };
  defaults?: CompanyInfoValues;
  onSave: (values: CompanyInfoValues) => void;
  onBack: (values: CompanyInfoValues) => void;
}) {
  const navigate = useNavigate();
  const [signUp] = useSignUpMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<CompanyInfoValues>({
    resolver: zodResolver(companyInfoSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const {
    handleSubmit,
    getValues,
    formState: { isValid, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    // Kept first, so a failure (or a reload) never loses what was typed.
    onSave(values);
    setFailure(null);
    try {
      await signUp(toSignUpRequest(verificationToken, user, values)).unwrap();
      clearSignUpDraft();
      void navigate('/login?signup=success', { replace: true });
    } catch (thrown) {
      setFailure(failureFor(thrown, SIGN_UP_ERRORS, [400]));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="6">
        <FailureAlert failure={failure} />
        <Fieldset.Root>
          <Fieldset.Legend {...LEGEND}>Dados da empresa</Fieldset.Legend>
          <Fieldset.Content>
            <CompanyFields form={form} />
          </Fieldset.Content>
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend {...LEGEND}>Endereço</Fieldset.Legend>
          <Fieldset.Content>
            <AddressFields form={form} />
          </Fieldset.Content>
        </Fieldset.Root>
        <HStack gap="3">
          <Button variant="outline" size="lg" flex="1" onClick={() => onBack(getValues())}>
            Voltar
          </Button>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            flex="2"
            disabled={!isValid || isSubmitting}
            loading={isSubmitting}
          >
            Concluir cadastro
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
