import { Badge, Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFilter } from 'react-icons/lu';
import { activeFilterCount } from 'shared/contracts';
import type { FilterState } from 'shared/contracts';
import { FilterFields } from './filter-fields';

export interface FilterDrawerProps {
  filter: FilterState;
  onApply: (filter: FilterState) => void;
}

/**
 * 'Filtros': edits a draft of the filter; 'Aplicar' commits it, 'Cancelar' (or closing any other
 * way) drops it, so the next opening starts from the filter in force — as on the insights page.
 * Nine fields do not fit a popover on a phone: they open in a side panel.
 */
export function FilterDrawer({ filter, onApply }: FilterDrawerProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filter);
  const active = activeFilterCount(filter);
  const validPeriod = Boolean(
    draft.start_date && draft.end_date && draft.start_date <= draft.end_date,
  );

  const onOpenChange = ({ open: opening }: { open: boolean }) => {
    if (opening) setDraft(filter);
    setOpen(opening);
  };

  const apply = () => {
    setOpen(false);
    onApply({ ...draft, search: draft.search.trim() });
  };

  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange} size="sm" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline">
          <LuFilter />
          Filtros
          {active > 0 && (
            <Badge
              colorPalette="brand"
              variant="solid"
              borderRadius="full"
              aria-label={`${active} filtro(s) ativo(s)`}
            >
              {active}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Filtros</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FilterFields draft={draft} onChange={setDraft} />
            </Drawer.Body>
            <Drawer.Footer>
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button colorPalette="brand" disabled={!validPeriod} onClick={apply}>
                Aplicar
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
