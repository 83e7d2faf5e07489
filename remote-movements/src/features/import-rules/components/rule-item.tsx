import { Badge, Box, Button, HStack, IconButton, Stack, Switch, Text } from '@chakra-ui/react';
import { LuArrowDown, LuArrowUp, LuPencil, LuTrash2 } from 'react-icons/lu';
import type { ImportRule } from 'shared/contracts';
import { pastMatchesInWords, ruleActions, ruleConditions } from '../rule-words';
import type { RuleNames } from '../rule-words';

export interface RuleItemProps {
  rule: ImportRule;
  index: number;
  count: number;
  names: RuleNames;
  canEdit: boolean;
  busy: boolean;
  onMove: (rule: ImportRule, by: -1 | 1) => void;
  onToggle: (rule: ImportRule, active: boolean) => void;
  onEdit: (rule: ImportRule) => void;
  onDelete: (rule: ImportRule) => void;
}

/** The id of a rule's move button, so the focus can follow the rule to its new place. */
export const moveButtonId = (ruleId: string, by: -1 | 1) =>
  `rule-${ruleId}-${by < 0 ? 'up' : 'down'}`;

/**
 * The move buttons stay enabled while an order is being saved (the page ignores a second move):
 * disabling them would drop the keyboard's focus to the page.
 */
export function RuleItem(props: RuleItemProps) {
  const { rule, index, count, names, canEdit, busy } = props;
  const conditions = ruleConditions(rule, names);
  const actions = ruleActions(rule, names);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      aria-label={`${index + 1}ª regra: ${rule.name}`}
      opacity={rule.active ? 1 : 0.75}
    >
      <Stack gap="2">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <HStack gap="2" minW="0">
            <Badge colorPalette="gray" variant="outline" aria-hidden>
              {index + 1}
            </Badge>
            <Text fontWeight="semibold" truncate>
              {rule.name}
            </Text>
            {!rule.active && <Badge colorPalette="orange">Inativa</Badge>}
          </HStack>
          {canEdit && (
            <Switch.Root
              size="sm"
              checked={rule.active}
              disabled={busy}
              onCheckedChange={(details) => props.onToggle(rule, details.checked)}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              {/* The label names the input (aria-labelledby): the rule's name, for a screen reader. */}
              <Switch.Label>
                <Box as="span" srOnly>{`Regra ${rule.name} `}</Box>
                Ativa
              </Switch.Label>
            </Switch.Root>
          )}
        </HStack>
        <Text textStyle="sm">
          <Text as="span" color="fg.muted">
            Se{' '}
          </Text>
          {conditions.join(' · ')}
          <Text as="span" color="fg.muted">
            {' → '}
          </Text>
          {actions.join(' · ')}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {pastMatchesInWords(rule.past_matches)}
        </Text>
        {canEdit && (
          <HStack gap="1" wrap="wrap">
            <IconButton
              id={moveButtonId(rule.id, -1)}
              size="sm"
              variant="ghost"
              aria-label={`Subir a regra ${rule.name}`}
              disabled={index === 0}
              onClick={() => props.onMove(rule, -1)}
            >
              <LuArrowUp />
            </IconButton>
            <IconButton
              id={moveButtonId(rule.id, 1)}
              size="sm"
              variant="ghost"
              aria-label={`Descer a regra ${rule.name}`}
              disabled={index === count - 1}
              onClick={() => props.onMove(rule, 1)}
            >
              <LuArrowDown />
            </IconButton>
            <Button size="sm" variant="ghost" onClick={() => props.onEdit(rule)}>
              <LuPencil />
              Editar
              <Box as="span" srOnly>
                {` a regra ${rule.name}`}
              </Box>
            </Button>
            <Button
              size="sm"
              variant="ghost"
              colorPalette="red"
              onClick={() => props.onDelete(rule)}
            >
              <LuTrash2 />
              Excluir
              <Box as="span" srOnly>
                {` a regra ${rule.name}`}
              </Box>
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
