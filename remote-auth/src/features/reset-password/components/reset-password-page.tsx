import { Alert, Box, Button, Card, Field, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { isApiError, messageFor } from 'shared/api';
import { PasswordInput, PasswordStrengthMeter, toaster } from 'shared/ui';
import { AuthCardHeader } from '../../../components/auth-card-header';
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
  if (!isApiError(thrown)) return { message: CONFIRM_RESET_ERRORS.fallback, askNewLink: false };
  const rateLimited = thrown.statusCode === 429 && thrown.message;
  return {
    message: rateLimited ? thrown.message : messageFor(CONFIRM_RESET_ERRORS, thrown),
    askNewLink: INVALID_LINK_STATUSES.includes(thrown.statusCode),
  };
}

/** /reset/:token: the link e-mailed by /forgot-password leads here to choose a new password. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [confirmReset] = useConfirmPasswordResetMutation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const {
    register,
    handleSubmit,
    control,
    getFieldState,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

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
      navigate('/login', { replace: true });
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
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.password)} required>
              <Field.Label>Nova senha</Field.Label>
              <PasswordInput
                autoComplete="new-password"
                placeholder="Crie uma senha"
                autoFocus
                {...register('password', {
                  // A confirmation already typed must be checked again against the new password.
                  onChange: () =>
                    getFieldState('confirmPassword').isTouched && trigger('confirmPassword'),
                })}
              />
              <PasswordStrengthMeter password={password} />
              {!errors.password && (
                <Field.HelperText>
                  Use ao menos 8 caracteres, com letras maiúsculas, minúsculas e números.
                </Field.HelperText>
              )}
              <Field.ErrorText>{errors.password?.message}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.confirmPassword)} required>
              <Field.Label>Confirmar nova senha</Field.Label>
              <PasswordInput
                autoComplete="new-password"
                placeholder="Repita a nova senha"
                {...register('confirmPassword')}
              />
              <Field.ErrorText>{errors.confirmPassword?.message}</Field.ErrorText>
            </Field.Root>
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
