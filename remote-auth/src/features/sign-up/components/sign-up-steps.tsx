import { Box, Flex, Separator, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

const STEPS = ['Seus dados', 'Sua empresa'] as const;

/** Where the person is in the additional info: 1 Seus dados, 2 Sua empresa. */
export function SignUpSteps({ current }: { current: 1 | 2 }) {
  return (
    <Flex as="ol" align="center" gap="3" listStyleType="none" aria-label="Etapas do cadastro">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const done = number < current;
        const active = number === current;
        return (
          <Flex
            as="li"
            key={label}
            align="center"
            gap="2"
            flex={index < STEPS.length - 1 ? '1' : undefined}
            aria-current={active ? 'step' : undefined}
          >
            <Flex
              boxSize="7"
              flexShrink="0"
              rounded="full"
              align="center"
              justify="center"
              fontSize="sm"
              fontWeight="semibold"
              bg={done || active ? 'brand.solid' : 'bg.muted'}
              color={done || active ? 'brand.contrast' : 'fg.muted'}
            >
              {done ? <LuCheck aria-label="Concluída" /> : number}
            </Flex>
            <Text
              fontSize="sm"
              whiteSpace="nowrap"
              fontWeight={active ? 'semibold' : 'normal'}
              color={active ? 'fg' : 'fg.muted'}
            >
              {label}
            </Text>
            {index < STEPS.length - 1 && (
              <Box flex="1" aria-hidden>
                <Separator borderColor={done ? 'brand.solid' : 'border'} />
              </Box>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
