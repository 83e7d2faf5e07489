import { Box, Button, Flex, Heading, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuListPlus, LuPlus } from 'react-icons/lu';
import { toApiError } from 'shared/api';
import type { Category, CategoryType } from 'shared/contracts';
import { CATEGORY_TYPES, DRE_GROUP_LABELS } from 'shared/contracts';
import { useCan } from 'shared/session';
import {
  ConfirmDrawer,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHeader,
  TableRoot,
  TableRow,
} from 'shared/ui-kit';
import { Tooltip, toaster } from 'shared/ui';
import { ActiveBadge } from '../../../components/active-badge';
import { RowActions } from '../../../components/row-actions';
import { SearchField } from '../../../components/search-field';
import { useSetupRows } from '../../../lib/setup-api';
import { useRowCommands } from '../../../lib/use-row-commands';
import { useAddStandardPlanoMutation } from '../api/add-standard-plano';
import { CATEGORY_TYPE_LABELS } from '../category-schema';
import { filterTree, treeLines } from '../category-tree';
import { CategoryForm } from './category-form';
import type { CategoryDraft } from './category-form';

const NOUN = { one: 'Categoria', gender: 'a' } as const;

/** 'Adicionar plano padrão': the standard plano's missing categories (the API skips the rest). */
function StandardPlanoButton() {
  const [add, { isLoading }] = useAddStandardPlanoMutation();
  const onClick = async () => {
    try {
      const { created } = await add().unwrap();
      toaster.create({
        type: 'success',
        title:
          created > 0
            ? `${created} categoria(s) do plano padrão adicionada(s)`
            : 'O plano de contas já tem todas as categorias do plano padrão',
        duration: 4000,
      });
    } catch (thrown) {
      toaster.create({ type: 'error', title: toApiError(thrown).message, duration: 6000 });
    }
  };
  return (
    <Button variant="outline" loading={isLoading} onClick={() => void onClick()}>
      <LuListPlus aria-hidden /> Adicionar plano padrão
    </Button>
  );
}

/**
 * The plano de contas as two indented tables (receitas, despesas). The whole list is read once and
 * searched here: a match must keep its ancestors to read as a tree, which the API's search does not.
 * Only owners and admins see the write controls (the API refuses the others' writes anyway).
 */
export function CategoriesTab() {
  const canEdit = useCan('edit-company');
  const [search, setSearch] = useState('');
  const [draft, setDraft] = useState<CategoryDraft | null>(null);
  const query = useSetupRows<Category>('categories');
  const commands = useRowCommands('categories', NOUN);
  const all = query.rows ?? [];
  const shown = filterTree(all, search);

  if (query.isLoading) {
    return (
      <Flex role="status" aria-label="Carregando" justify="center" py="10">
        <Spinner />
      </Flex>
    );
  }
  return (
    <Stack gap="6">
      <Flex gap="3" align="flex-end" wrap="wrap" justify="space-between">
        <Box flex="1" minW="14rem">
          <SearchField
            label="Buscar no plano de contas"
            placeholder="Nome ou código"
            value={search}
            onChange={setSearch}
          />
        </Box>
        {canEdit && <StandardPlanoButton />}
      </Flex>
      {CATEGORY_TYPES.map((type) => (
        <CategorySection
          key={type}
          type={type}
          categories={shown}
          searching={search.trim() !== ''}
          canEdit={canEdit}
          onDraft={setDraft}
          onToggle={(category) => void commands.toggleActive(category)}
          onDelete={commands.askDelete}
        />
      ))}
      {draft && <CategoryForm draft={draft} categories={all} onClose={() => setDraft(null)} />}
      <ConfirmDrawer
        destructive
        open={commands.pendingDelete !== null}
        title="Excluir categoria?"
        message={`“${commands.pendingDelete?.name ?? ''}” será excluída definitivamente. Se já estiver em uso, desative em vez de excluir.`}
        confirmLabel="Excluir"
        loading={commands.deleting}
        onConfirm={() => void commands.confirmDelete()}
        onCancel={commands.cancelDelete}
      />
    </Stack>
  );
}

interface CategorySectionProps {
  type: CategoryType;
  categories: readonly Category[];
  searching: boolean;
  canEdit: boolean;
  onDraft: (draft: CategoryDraft) => void;
  onToggle: (category: Category) => void;
  onDelete: (category: Category) => void;
}

function CategorySection({ type, categories, searching, canEdit, ...on }: CategorySectionProps) {
  const lines = treeLines(categories, type);
  const title = CATEGORY_TYPE_LABELS[type];
  return (
    <Box as="section" aria-label={title}>
      <Flex justify="space-between" align="center" mb="2" gap="2">
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {canEdit && (
          <Button size="sm" variant="outline" onClick={() => on.onDraft({ kind: 'root', type })}>
            <LuPlus aria-hidden /> Nova categoria de {type}
          </Button>
        )}
      </Flex>
      {lines.length === 0 ? (
        <Text color="fg.muted" py="4">
          {searching ? 'Nenhuma categoria encontrada.' : 'Nenhuma categoria cadastrada.'}
        </Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="l2">
          <TableRoot size="sm" aria-label={`Plano de contas: ${title.toLowerCase()}`}>
            <TableHeader>
              <TableRow>
                <TableColumnHeader position="sticky" left="0" bg="bg" zIndex="1">
                  Categoria
                </TableColumnHeader>
                <TableColumnHeader>Grupo da DRE</TableColumnHeader>
                <TableColumnHeader>Situação</TableColumnHeader>
                {canEdit && <TableColumnHeader textAlign="end">Ações</TableColumnHeader>}
              </TableRow>
            </TableHeader>
            <TableBody>
              {lines.map(({ category, depth }) => (
                <TableRow key={category.id}>
                  <TableCell position="sticky" left="0" bg="bg" zIndex="1" minW="14rem">
                    <Box ps={`${depth * 1.25}rem`} color={category.active ? 'fg' : 'fg.muted'}>
                      <Text as="span" fontVariantNumeric="tabular-nums" me="2" color="fg.muted">
                        {category.code}
                      </Text>
                      {category.name}
                    </Box>
                  </TableCell>
                  <TableCell whiteSpace="nowrap">{DRE_GROUP_LABELS[category.dre_group]}</TableCell>
                  <TableCell>
                    <ActiveBadge active={category.active} />
                  </TableCell>
                  {canEdit && (
                    <TableCell>
                      <Flex justify="flex-end" gap="1">
                        <Tooltip content="Adicionar subcategoria">
                          <IconButton
                            aria-label={`Adicionar subcategoria em ${category.name}`}
                            size="sm"
                            variant="ghost"
                            onClick={() => on.onDraft({ kind: 'child', parent: category })}
                          >
                            <LuPlus />
                          </IconButton>
                        </Tooltip>
                        <RowActions
                          name={category.name}
                          active={category.active}
                          onEdit={() => on.onDraft({ kind: 'edit', category })}
                          onToggleActive={() => on.onToggle(category)}
                          onDelete={() => on.onDelete(category)}
                        />
                      </Flex>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </TableRoot>
        </Box>
      )}
    </Box>
  );
}
