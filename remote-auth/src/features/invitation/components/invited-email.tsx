import { Alert, Field, Input, Text } from '@chakra-ui/react';

/**
 * The top of both accept forms: what to do, why it failed, and the invited e-mail, fixed by the
 * link (shown, not typed; `username` lets a password manager pair it with the password).
 */
export function InvitedEmail({
  intro,
  email,
  failure,
}: {
  intro: string;
  email: string;
  failure: string | null;
}) {
  return (
    <>
      <Text>{intro}</Text>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      )}
      <Field.Root readOnly>
        <Field.Label>E-mail</Field.Label>
        <Input value={email} readOnly variant="subtle" autoComplete="username" />
      </Field.Root>
    </>
  );
}
