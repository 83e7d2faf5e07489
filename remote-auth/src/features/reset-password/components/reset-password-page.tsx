import { Alert, Box, Button, Card, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { failureMessage, isApiError } from 'shared/api';
import { toaster } from 'shared/ui';
import { AuthCardHeader } from '../../../components/auth-card-header';
import { NewPasswordFields } from 'shared/forms';
import {
  CONFIRM_RESET_ERRORS,
  INVALID_LINK_STATUSES,
  useConfirmPasswordResetMutation,
} from '../api/confirm-password-reset';
import { resetPasswordSchema } from '../reset-password-schema';
import type { ResetPasswordValues } from '../reset-password-schema';

interface Failure {
  message: string;
  askNewLink: boolean;
}

function failureFor(thrown: unknown): Failure {
  return {
    message: failureMessage(thrown, CONFIRM_RESET_ERRORS),
    askNewLink: isApiError(thrown) && INVALID_LINK_STATUSES.includes(thrown.statusCode),
  };
}

/** /reset/:token: the link e-mailed by /forgot-password leads here to choose a new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const {
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = form;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await confirmReset({ token, password: values.password }).unwrap();
      toaster.create({
        type: 'success',
        title: 'Senha redefinida',
        description: 'Faça login com a sua nova senha.',
        duration: 3000,
      });
      void navigate('/login', { replace: true });
    } catch (thrown) {
      setFailure(failureFor(thrown));
    }
  });

  return (
    <Card.Root variant="elevated" size="lg">
      <Card.Body gap="6">
        <AuthCardHeader
          title="Redefinir senha"
          subtitle="Crie uma nova senha para acessar o Fluxo."
        />
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{failure.message}</Alert.Title>
              {failure.askNewLink && (
                <Alert.Description>
                  <Link asChild fontWeight="medium" textDecoration="underline">
                    <RouterLink to="/forgot-password">Pedir um novo link</RouterLink>
                  </Link>
                </Alert.Description>
              )}
            </Alert.Content>
          </Alert.Root>
        )}
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Stack gap="4">
              <NewPasswordFields
                autoFocus
                labels={{
                  password: 'Nova senha',
                  confirm: 'Confirmar nova senha',
                  passwordPlaceholder: 'Crie uma senha',
                  confirmPlaceholder: 'Repita a nova senha',
                }}
              />
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                disabled={!isValid || isSubmitting}
                loading={isSubmitting}
              >
                Redefinir senha
              </Button>
            </Stack>
          </form>
        </FormProvider>
        <Box textAlign="center">
          <Text fontSize="sm" color="fg.muted">
            Lembrou a senha?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/login">Voltar para Login</RouterLink>
            </Link>
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
