import { Badge, Button, Portal } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { LuFilter } from 'react-icons/lu';
import { activeFilterCount } from 'shared/contracts';
import type { FilterState } from 'shared/contracts';
import {
  DateRangePicker,
  datesToPeriod,
  PopoverBody,
  PopoverContent,
  PopoverFooter,
  PopoverHeader,
  PopoverPositioner,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
  periodToDates,
} from 'shared/ui-kit';
import type { DateValue } from 'shared/ui-kit';

export interface FilterPopoverProps {
  filter: FilterState;
  onApply: (filter: FilterState) => void;
}

/**
 * SPEC.md §2 'Filtros': edits a draft of the filter; 'Aplicar' commits it, 'Cancelar' (or closing
 * the popover any other way) drops it, so the next opening starts from the filter in force.
 */
export function FilterPopover({ filter, onApply }: FilterPopoverProps) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DateValue[]>([]);
  const period = datesToPeriod(draft);
  const active = activeFilterCount(filter);

  const onOpenChange = ({ open: opening }: { open: boolean }) => {
    if (opening) setDraft(periodToDates(filter));
    setOpen(opening);
  };

  const apply = () => {
    if (!period) return;
    setOpen(false);
    onApply({ ...filter, ...period });
  };

  return (
    <PopoverRoot
      open={open}
      onOpenChange={onOpenChange}
      positioning={{ placement: 'bottom-end' }}
      ids={{ title: titleId }}
      lazyMount
      unmountOnExit
    >
      <PopoverTrigger asChild>
        <Button variant="outline">
          <LuFilter />
          Filtros
          {active > 0 && (
            <Badge colorPalette="brand" variant="solid" borderRadius="full">
              {active}
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <Portal>
        <PopoverPositioner>
          {/* Ark names the dialog by its title only after a later render; say it from the start.
              SPEC.md §9's 440 px (and two months) from `md` up; on a phone, one month, and never
              wider than the screen less the 8 px the positioner keeps from each edge. */}
          <PopoverContent
            width="auto"
            minW={{ md: '440px' }}
            maxW="calc(100dvw - 1rem)"
            aria-labelledby={titleId}
          >
            <PopoverHeader>
              <PopoverTitle fontWeight="semibold">Filtros</PopoverTitle>
            </PopoverHeader>
            <PopoverBody>
              <DateRangePicker label="Periodo" value={draft} onChange={setDraft} />
            </PopoverBody>
            <PopoverFooter justifyContent="flex-end" gap="2">
              <Button variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
              <Button colorPalette="brand" disabled={!period} onClick={apply}>
                Aplicar
              </Button>
            </PopoverFooter>
          </PopoverContent>
        </PopoverPositioner>
      </Portal>
    </PopoverRoot>
  );
}
