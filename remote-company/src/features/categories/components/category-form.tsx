import { Field, NativeSelect } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DEFAULT_DRE_GROUP, DRE_GROUPS, DRE_GROUP_LABELS } from 'shared/contracts';
import type { Category, CategoryType } from 'shared/contracts';
import { SetupFormDrawer } from '../../../components/setup-form-drawer';
import { useSetupSave } from '../../../lib/use-setup-save';
import { categoryFormSchema, CATEGORY_TYPE_LABELS, toCategoryBody } from '../category-schema';
import type { CategoryFormValues } from '../category-schema';
import { nextCode, selfAndDescendants, treeLines } from '../category-tree';
import { TextField } from 'shared/ui-kit';

export type CategoryDraft =
  | { kind: 'edit'; category: Category }
  | { kind: 'child'; parent: Category }
  | { kind: 'root'; type: CategoryType };

interface CategoryFormProps {
  draft: CategoryDraft;
  categories: readonly Category[];
  onClose: () => void;
}

function defaults(draft: CategoryDraft, categories: readonly Category[]): CategoryFormValues {
  if (draft.kind === 'edit') {
    const { name, code, parent_id, type, dre_group } = draft.category;
    return { name, code, parent_id: parent_id ?? '', type, dre_group };
  }
  const parent = draft.kind === 'child' ? draft.parent : null;
  const type = parent?.type ?? (draft.kind === 'root' ? draft.type : 'receita');
  return {
    name: '',
    code: nextCode(categories, parent),
    parent_id: parent?.id ?? '',
    type,
    // A subcategory usually adds to its parent's DRE line (the API's default too).
    dre_group: parent?.dre_group ?? DEFAULT_DRE_GROUP[type],
  };
}

const titles = { edit: 'Editar categoria', child: 'Nova subcategoria', root: 'Nova categoria' };

/** Create, rename or move a category; moving proposes the next free code under the new parent. */
export function CategoryForm({ draft, categories, onClose }: CategoryFormProps) {
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categoryFormSchema),
    defaultValues: defaults(draft, categories),
  });
  const { submit, saving, formError } = useSetupSave('categories', form);
  const { errors } = form.formState;
  const type = form.watch('type');
  const excluded =
    draft.kind === 'edit' ? selfAndDescendants(categories, draft.category.id) : new Set();
  const parents = treeLines(categories, type).filter(({ category }) => !excluded.has(category.id));
  const parentField = form.register('parent_id', {
    onChange: (event: { target: { value: string } }) => {
      const parent = categories.find((category) => category.id === event.target.value) ?? null;
      form.setValue('code', nextCode(categories, parent));
      if (draft.kind !== 'edit' && parent) form.setValue('dre_group', parent.dre_group);
    },
  });

  return (
    <SetupFormDrawer
      title={titles[draft.kind]}
      onClose={onClose}
      saving={saving}
      formError={formError}
      onSubmit={form.handleSubmit(async (values) => {
        const id = draft.kind === 'edit' ? draft.category.id : undefined;
        if (await submit(id, toCategoryBody(values, !id))) onClose();
      })}
    >
      <TextField label="Nome" required error={errors.name} {...form.register('name')} />
      <Field.Root invalid={Boolean(errors.parent_id)}>
        <Field.Label>Categoria pai ({CATEGORY_TYPE_LABELS[type]})</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...parentField}>
            <option value="">Nenhuma (categoria principal)</option>
            {parents.map(({ category, depth }) => (
              <option key={category.id} value={category.id}>
                {`${'\u00a0\u00a0'.repeat(depth)}${category.code} ${category.name}`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.parent_id?.message}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Grupo da DRE</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field {...form.register('dre_group')}>
            {DRE_GROUPS.map((group) => (
              <option key={group} value={group}>
                {DRE_GROUP_LABELS[group]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>A linha do relatório DRE em que esta categoria entra.</Field.HelperText>
      </Field.Root>
      <TextField
        label="Código"
        required
        hint="Sugerido a partir da categoria pai; pode ser alterado."
        error={errors.code}
        {...form.register('code')}
      />
    </SetupFormDrawer>
  );
}
