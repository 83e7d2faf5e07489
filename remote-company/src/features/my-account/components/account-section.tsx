import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** One titled block of the account page: a landmark named by its heading. */
export function AccountSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="l2"
      p={{ base: '4', md: '6' }}
      mb="6"
      maxW="3xl"
    >
      <Heading as="h2" id={headingId} size="md" mb={description ? '1' : '4'}>
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {description}
        </Text>
      )}
      {children}
    </Box>
  );
}
