import { Alert, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Failure } from '../sign-up-errors';

/** A failed step: the message, and links to where the person can go on from it. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failure.message}</Alert.Title>
        {failure.links && (
          <Alert.Description>
            <HStack gap="4" mt="1" wrap="wrap">
              {failure.links.map((link) => (
                <Link key={link.to} asChild fontWeight="medium" textDecoration="underline">
                  <RouterLink to={link.to}>{link.label}</RouterLink>
                </Link>
              ))}
            </HStack>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
