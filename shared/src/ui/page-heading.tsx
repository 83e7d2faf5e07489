import { Avatar, Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  description?: ReactNode;
  avatar?: { src?: string; name: string };
  actions?: ReactNode;
}

/** SPEC.md §2: title, description, optional avatar and an actions area. */
export function PageHeading({ title, description, avatar, actions }: PageHeadingProps) {
  return (
    <Flex
      as="header"
      gap="4"
      align={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      mb="6"
    >
      <HStack gap="3" align="center">
        {avatar && (
          <Avatar.Root size="lg">
            <Avatar.Fallback name={avatar.name} />
            {avatar.src && <Avatar.Image src={avatar.src} />}
          </Avatar.Root>
        )}
        <Box>
          <Heading as="h1" size="2xl" fontWeight="semibold">
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" mt="1">
              {description}
            </Text>
          )}
        </Box>
      </HStack>
      {actions && <HStack gap="2">{actions}</HStack>}
    </Flex>
  );
}
