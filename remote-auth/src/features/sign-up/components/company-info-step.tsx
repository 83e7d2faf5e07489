import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { CompanyFields, EMPTY_COMPANY_FORM } from 'shared/forms';
import { SIGN_UP_ERRORS, useSignUpMutation } from '../api/sign-up';
import { companyInfoSchema } from '../company-info-schema';
import type { CompanyInfoValues } from '../company-info-schema';
import { clearSignUpDraft } from '../sign-up-draft';
import { failureFor } from '../sign-up-errors';
import type { Failure } from '../sign-up-errors';
import { toSignUpRequest } from '../to-sign-up-request';
import { FailureAlert } from './failure-alert';

/** info-empresa: the company and its address, then the account is created. */
export function CompanyInfoStep({
  verificationToken,
  user,
  defaults = EMPTY_COMPANY_FORM,
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
        <CompanyFields form={form} autoFocus />
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
