// Public entry of `shared/ui-kit`: the heavier UI pieces (date range picker, popover, tabs, table,
// skeleton, image upload) and the form pieces both remotes use (text field, confirm drawer) that screens inside remotes need. The host never imports this entry, so none of it
// reaches /login: each remote that imports it bundles it (federation still shares one copy).
export type { DateValue } from '@ark-ui/react/date-picker';
export { ConfirmDrawer } from './confirm-drawer';
export type { ConfirmDrawerProps } from './confirm-drawer';
export {
  DatePickerContent,
  DatePickerControl,
  DatePickerDayTable,
  DatePickerGridTable,
  DatePickerHeader,
  DatePickerInput,
  DatePickerLabel,
  DatePickerRoot,
  DatePickerView,
} from './date-picker';
export type { DatePickerRootProps } from './date-picker';
export { DateRangePicker } from './date-range-picker';
export type { DateRangePickerProps } from './date-range-picker';
export { datesToPeriod, periodToDates } from './date-range';
export { FilterPopover } from './filter-popover';
export type { FilterPopoverProps } from './filter-popover';
export {
  PopoverBody,
  PopoverContent,
  PopoverFooter,
  PopoverHeader,
  PopoverPositioner,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
} from './popover';
export type { PopoverRootProps } from './popover';
export { ImageUpload, imageFileProblem } from './image-upload';
export type { ImageUploadProps } from './image-upload';
export { Skeleton } from './skeleton';
export type { SkeletonProps } from './skeleton';
export {
  TableBody,
  TableCell,
  TableColumnHeader,
  TableFooter,
  TableHeader,
  TableRoot,
  TableRow,
} from './table';
export type { TableRootProps } from './table';
export { TabsContent, TabsList, TabsRoot, TabsTrigger } from './tabs';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export type { TabsRootProps } from './tabs';
export { DateInput } from './date-input';
export type { DateInputProps } from './date-input';
export { EmailField } from './email-field';
export type { EmailFieldProps } from './email-field';
export { ReconciliationStatus } from './reconciliation-status';
