import { Button, HStack, PinInput, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { toaster } from 'shared/ui';
import { AuthCardHeader } from '../../../components/auth-card-header';
import { REQUEST_CODE_ERRORS, useRequestSignUpCodeMutation } from '../api/request-sign-up-code';
import { VERIFY_CODE_ERRORS, useVerifySignUpCodeMutation } from '../api/verify-sign-up-code';
import { failureFor } from '../sign-up-errors';
import type { Failure } from '../sign-up-errors';
import { useCountdown } from '../use-countdown';
import { FailureAlert } from './failure-alert';

const CODE_LENGTH = 6;
const RESEND_COOLDOWN_SECONDS = 60;
const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** Step B of the verification: the 6-digit code, with resend (after a cooldown) and a way back. */
export function CodeStep({
  email,
  onChangeEmail,
  onVerified,
}: {
  email: string;
  onChangeEmail: () => void;
  onVerified: (verificationToken: string) => void;
}) {
  const [verifyCode, { isLoading: verifying }] = useVerifySignUpCodeMutation();
  const [requestCode, { isLoading: resending }] = useRequestSignUpCodeMutation();
  const { secondsLeft, restart } = useCountdown(RESEND_COOLDOWN_SECONDS);
  const [code, setCode] = useState(emptyCode);
  const [failure, setFailure] = useState<Failure | null>(null);
  const firstDigit = useRef<HTMLInputElement>(null);
  // Completing the code submits, and so can Enter or the button right after: only one counts.
  const inFlight = useRef(false);
  const complete = code.every((digit) => digit !== '');

  const verify = async (value: string) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    try {
      const { verification_token } = await verifyCode({ email, code: value }).unwrap();
      onVerified(verification_token);
    } catch (thrown) {
      setFailure(failureFor(thrown, VERIFY_CODE_ERRORS));
      setCode(emptyCode());
      firstDigit.current?.focus();
    } finally {
      inFlight.current = false;
    }
  };

  const resend = async () => {
    setFailure(null);
    try {
      await requestCode({ email }).unwrap();
      restart();
      setCode(emptyCode());
      toaster.create({
        type: 'success',
        title: 'Código reenviado',
        description: `Enviamos um novo código para ${email}.`,
        duration: 3000,
      });
    } catch (thrown) {
      setFailure(failureFor(thrown, REQUEST_CODE_ERRORS));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) void verify(code.join(''));
  };

  return (
    <>
      <AuthCardHeader title="Confirme seu e-mail" />
      <Text color="fg.muted">{`Digite o código de 6 dígitos enviado para ${email}`}</Text>
      <FailureAlert failure={failure} />
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="4">
          <Stack gap="2">
            <PinInput.Root
              otp
              autoFocus
              count={CODE_LENGTH}
              size="lg"
              colorPalette="brand"
              value={code}
              onValueChange={({ value }) => setCode(value)}
              onValueComplete={({ valueAsString }) => void verify(valueAsString)}
              invalid={Boolean(failure)}
              translations={{ inputLabel: (index, length) => `Dígito ${index + 1} de ${length}` }}
            >
              <PinInput.HiddenInput />
              <PinInput.Label>Código de verificação</PinInput.Label>
              <PinInput.Control>
                {code.map((_, index) => (
                  <PinInput.Input
                    key={index}
                    index={index}
                    ref={index === 0 ? firstDigit : undefined}
                  />
                ))}
              </PinInput.Control>
            </PinInput.Root>
            <Text fontSize="sm" color="fg.muted">
              O código vale por 15 minutos.
            </Text>
          </Stack>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            disabled={!complete || verifying}
            loading={verifying}
          >
            Verificar
          </Button>
          <HStack justify="space-between" wrap="wrap">
            <Button variant="ghost" size="sm" onClick={onChangeEmail}>
              Alterar e-mail
            </Button>
            <Button
              variant="ghost"
              size="sm"
              colorPalette="brand"
              onClick={() => void resend()}
              disabled={secondsLeft > 0 || resending}
              loading={resending}
            >
              {secondsLeft > 0 ? `Reenviar código em ${secondsLeft} s` : 'Reenviar código'}
            </Button>
          </HStack>
        </Stack>
      </form>
    </>
  );
}
