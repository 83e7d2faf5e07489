import { Button, Fieldset, Stack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { SeriesScope } from 'shared/contracts';

const SCOPES: { scope: SeriesScope; label: string }[] = [
  { scope: 'one', label: 'Apenas esta' },
  { scope: 'following', label: 'Esta e as próximas' },
  { scope: 'all', label: 'Todas' },
];

/** Which rows of a series a save or a deletion reaches, asked before anything is sent. */
export function ScopeChoice(props: {
  question: string;
  onChoose: (scope: SeriesScope) => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const first = useRef<HTMLButtonElement>(null);
  // Keyboard users land on the question they must answer.
  useEffect(() => first.current?.focus(), []);
  return (
    <Fieldset.Root
      role="group"
      aria-label={props.question}
      borderWidth="1px"
      borderRadius="md"
      p="3"
    >
      <Fieldset.Legend>{props.question}</Fieldset.Legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" mt="2">
        {SCOPES.map(({ scope, label }, i) => (
          <Button
            key={scope}
            ref={i === 0 ? first : undefined}
            size="sm"
            variant="outline"
            loading={props.busy}
            onClick={() => props.onChoose(scope)}
          >
            {label}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={props.onCancel}>
          Cancelar
        </Button>
      </Stack>
    </Fieldset.Root>
  );
}
