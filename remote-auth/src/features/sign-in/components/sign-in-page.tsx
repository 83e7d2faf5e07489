import {
  Alert,
  Box,
  Button,
  Card,
  Field,
  Flex,
  HStack,
  Input,
  Link,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  PasswordInput,
  prerenderedFieldWasLeft,
  prerenderedValue,
  prerenderWasSubmitted,
} from 'shared/ui';
import { SIGN_IN_ERRORS, useSignInMutation } from '../api/sign-in';
import { validateSignIn } from '../sign-in-schema';
import type { SignInValues } from '../sign-in-schema';
import { signInFailureMessage, useFinishSignIn } from '../use-finish-sign-in';
import { AuthCardHeader } from '../../../components/auth-card-header';
import { GoogleSignInButton } from './google-sign-in-button';

/** Messages the login page shows for query parameters set by other flows (SPEC.md §2). */
function QueryMessage() {
  const [params] = useSearchParams();
  if (params.get('signup') === 'success') {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>Cadastro realizado . Faça login para acessar a plataforma.</Alert.Title>
      </Alert.Root>
    );
  }
  if (params.get('token') === 'session-expired') {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>Sua sessão expirou. Faça login novamente.</Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}

export function SignInPage() {
  const [signIn] = useSignInMutation();
  const finishSignIn = useFinishSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const [values, setValues] = useState<SignInValues>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<keyof SignInValues, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // What was typed into the page the server prerendered, read in the commit that replaces it
  // (shared/ui prerender.ts), so no keystroke can land in between.
  const form = useRef<HTMLFormElement>(null);
  const [submitOnArrival, setSubmitOnArrival] = useState(false);
  useLayoutEffect(() => {
    const typed = { email: prerenderedValue('email'), password: prerenderedValue('password') };
    if (typed.email || typed.password) setValues(typed);
    // A field left there shows its message at once, as the blur would have here.
    const left = {
      email: prerenderedFieldWasLeft('email'),
      password: prerenderedFieldWasLeft('password'),
    };
    if (left.email || left.password) setTouched(left);
    setSubmitOnArrival(prerenderWasSubmitted());
  }, []);
  // Enter was pressed there: submitted once the typed values are this form's.
  useEffect(() => {
    if (!submitOnArrival) return;
    setSubmitOnArrival(false);
    form.current?.requestSubmit();
  }, [submitOnArrival]);
  const allErrors = validateSignIn(values);
  const isValid = Object.keys(allErrors).length === 0;
  // Messages appear once a field was left (or a submit was tried), as people expect.
  const errors: typeof allErrors = {
    email: touched.email ? allErrors.email : undefined,
    password: touched.password ? allErrors.password : undefined,
  };

  const field = (name: keyof SignInValues) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (!isValid || isSubmitting) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const { access_token } = await signIn({
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      await finishSignIn(access_token);
    } catch (thrown) {
      setFailure(signInFailureMessage(thrown, SIGN_IN_ERRORS));
      setSubmitting(false);
    }
  };

  return (
    <Card.Root variant="elevated" size="lg">
      <Card.Body gap="6">
        <AuthCardHeader
          title="Acessar a plataforma"
          subtitle="Bom ver você aqui. Autentique com seus dados"
        />
        <QueryMessage />
        {failure && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}
        <form ref={form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errors.email)} required>
              <Field.Label>E-mail</Field.Label>
              <Input
                type="email"
                autoComplete="email"
                placeholder="voce@empresa.com.br"
                {...field('email')}
              />
              <Field.ErrorText>{errors.email}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.password)} required>
              <Flex w="full" justify="space-between" align="baseline">
                <Field.Label>Senha</Field.Label>
                <Link asChild fontSize="sm" color="brand.fg">
                  <RouterLink to="/forgot-password">Esqueceu sua senha?</RouterLink>
                </Link>
              </Flex>
              <PasswordInput
                autoComplete="current-password"
                placeholder="Sua senha"
                {...field('password')}
              />
              <Field.ErrorText>{errors.password}</Field.ErrorText>
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              disabled={!isValid || isSubmitting}
              loading={isSubmitting}
            >
              Acessar
            </Button>
          </Stack>
        </form>
        <HStack gap="3">
          <Separator flex="1" />
          <Text fontSize="sm" color="fg.muted">
            Ou
          </Text>
          <Separator flex="1" />
        </HStack>
        <GoogleSignInButton onFailure={setFailure} />
        <Box textAlign="center">
          <Text fontSize="sm" color="fg.muted">
            Ainda não tem conta?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/signup">Cadastrar</RouterLink>
            </Link>
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
