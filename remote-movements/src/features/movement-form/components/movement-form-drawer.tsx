import { CloseButton, Drawer, EmptyState, Portal, Spinner, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { todayIso } from 'shared/format';
import { useGetMovementQuery } from '../../../api/get-movement';
import { formTarget, withoutForm } from '../form-params';
import type { FormTarget } from '../form-params';
import { valuesOf } from '../movement-form-values';

// The form (react-hook-form, zod, the preview) loads when the drawer first opens, not with the list.
const MovementForm = lazy(() =>
  import('./movement-form').then((module) => ({ default: module.MovementForm })),
);

const loading = (
  <Stack align="center" py="10">
    <Spinner aria-label="Carregando movimentação" />
  </Stack>
);

const TITLES: Record<Exclude<FormTarget['kind'], 'closed'>, string> = {
  new: 'Nova movimentação',
  edit: 'Editar movimentação',
};

/**
 * The create/edit form in a drawer opened by the URL, so a link or the back button reopens it.
 * Full width on a phone. Chakra's drawer traps the focus, closes on Esc and gives the focus back.
 */
export function MovementFormDrawer() {
  const [params, setParams] = useSearchParams();
  const target = formTarget(params);
  const close = () => setParams(withoutForm(params));
  const sourceId =
    target.kind === 'edit' ? target.id : target.kind === 'new' ? target.duplicateOf : null;
  const source = useGetMovementQuery(sourceId ?? '', { skip: !sourceId });

  const body = () => {
    if (target.kind === 'closed') return null;
    if (sourceId && source.isLoading) return loading;
    if (sourceId && (source.isError || !source.data)) {
      return (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Title>Movimentação não encontrada</EmptyState.Title>
            <EmptyState.Description>
              Ela pode ter sido excluída. Feche e escolha outra na lista.
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      );
    }
    const today = todayIso();
    const initial = source.data ? valuesOf(source.data, today) : undefined;
    return (
      <Suspense fallback={loading}>
        <MovementForm
          key={`${target.kind}-${sourceId ?? ''}`}
          editing={target.kind === 'edit' ? source.data : undefined}
          initial={initial}
          startDeleting={target.kind === 'edit' && target.deleting}
          onDone={close}
          onCancel={close}
        />
      </Suspense>
    );
  };

  return (
    <Drawer.Root
      open={target.kind !== 'closed'}
      onOpenChange={(details) => !details.open && close()}
      size={{ base: 'full', md: 'md' }}
      placement="end"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{target.kind === 'closed' ? '' : TITLES[target.kind]}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">{body()}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
