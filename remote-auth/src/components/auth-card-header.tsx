import { Heading, Stack, Text } from '@chakra-ui/react';

/** The brand mark, title and subtitle every auth card starts with. */
export function AuthCardHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <Stack gap="2">
      <Text fontWeight="bold" fontSize="xl" color="brand.fg" letterSpacing="tight">
        Fluxo
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}
