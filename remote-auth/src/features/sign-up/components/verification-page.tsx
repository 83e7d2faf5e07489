import { Box, Card, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { readSignUpDraft, verifiedDraft, writeSignUpDraft } from '../sign-up-draft';
import { CodeStep } from './code-step';
import { EmailStep } from './email-step';

/**
 * /signup/verificacao: the e-mail gets a 6-digit code (step A), the code proves the person owns it
 * (step B), and the proof starts the sign-up draft that /signup/info finishes.
 */
export function VerificationPage() {
  const navigate = useNavigate();
  // Coming back (say, after the proof expired) starts from the e-mail already in the draft.
  const [email, setEmail] = useState(() => readSignUpDraft()?.email ?? '');
  const [step, setStep] = useState<'email' | 'code'>('email');

  const onVerified = (verificationToken: string) => {
    writeSignUpDraft(verifiedDraft(email, verificationToken));
    void navigate('/signup/info/info-usuario');
  };

  return (
    <Card.Root variant="elevated" size="lg">
      <Card.Body gap="6">
        {step === 'email' ? (
          <EmailStep
            defaultEmail={email}
            onSent={(sentTo) => {
              setEmail(sentTo);
              setStep('code');
            }}
          />
        ) : (
          <CodeStep email={email} onChangeEmail={() => setStep('email')} onVerified={onVerified} />
        )}
        <Box textAlign="center">
          <Text fontSize="sm" color="fg.muted">
            Já tem uma conta?{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to="/login">Entrar</RouterLink>
            </Link>
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
