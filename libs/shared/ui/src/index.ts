// Public API of @inspection/ui. The calendar (react-day-picker, date-fns: the heaviest part) is the subpath
// @inspection/ui/calendar, shared on its own and loaded only by the screens that pick dates, not by the login page.
export { cn } from './cn';
export { Button, buttonVariants, type ButtonProps, type ButtonVariant, type ButtonSize } from './button';
export { Input, type InputProps } from './input';
export { Label, type LabelProps } from './label';
export { Textarea, type TextareaProps } from './textarea';
export { Select, type SelectProps } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export { Card, CardHeader, CardTitle, CardDescription, CardContent, CardFooter } from './card';
export { Badge, type BadgeProps, type BadgeVariant } from './badge';
export { Spinner, PageSpinner, type SpinnerProps } from './spinner';
export {
  Dialog,
  DialogTrigger,
  DialogClose,
  DialogContent,
  DialogHeader,
  DialogFooter,
  DialogTitle,
  DialogDescription,
  type DialogContentProps,
} from './dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Tabs, TabsList, TabsTrigger, TabsContent } from './tabs';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { ErrorBox, type ErrorBoxProps } from './error-box';
export { PageHeader, type PageHeaderProps } from './page-header';
export { Table, TableHead, TableBody, TableRow, TableHeaderCell, TableCell } from './table';
export { Toaster } from './toaster';
export { toast, TOAST_DURATIONS, TOAST_LIMIT } from './toast';
export { DropdownMenu, DropdownMenuTrigger, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator } from './dropdown-menu';
export { TextField, type TextFieldProps } from './text-field';
export { Sheet, SheetTrigger, SheetClose, SheetTitle, SheetContent, type SheetContentProps } from './sheet';
export { PhotoMarks, AnnotatedPhoto, type PhotoMarksProps } from './photo-marks';
export { PhotoMarkArrowheads } from './photo-mark-arrowheads';
export { ActivityList, type ActivityListProps } from './activity-list';
export { radioGroupKeys, radioTabIndex } from './radio-keys';
export { useDebouncedValue } from './use-debounced-value';
export { stickyCellClass, type StickySide } from './table';
export { TruncatedText, type TruncatedTextProps } from './truncated-text';
export { SortButton, SortableHeaderCell, ariaSort, nextSort, type SortDirection, type TableSort, type SortButtonProps, type SortableHeaderCellProps } from './sortable-header';
export { ColumnChooser, type ColumnChooserProps } from './column-chooser';
export { useRememberedColumns, type OptionalColumn } from './use-remembered-columns';
export { useMinWidth, TABLE_MIN_WIDTH } from './use-min-width';
export { DataCardList, DataCard, type DataCardProps } from './data-cards';
export { FRESH_ROW_CLASS } from './fresh-row';
export { ListSortControl, type ListSortControlProps } from './list-sort-control';
