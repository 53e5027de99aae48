// @ga/ui — the only public entry of the UI kit: design tokens, components and French formatting.

// Global styles (side effect): self-hosted fonts, tokens as CSS custom properties, reset, base typography.
import './styles/fonts.css';
import './styles/global.css';

// Tokens
export { tokens, mediaUp, cssVar, cssVarName, type Tokens } from './styles/tokens';

// Formatting
export { formatNumber, normalizeSpaces, NBSP, NNBSP } from './format/number';
export {
  formatPrice,
  formatPriceHT,
  formatEuros,
  formatMonthly,
  formatCents,
  deliveryPriceLabel,
} from './format/price';
export { formatMileage } from './format/mileage';
export {
  formatDate,
  formatShortDate,
  formatMonthYear,
  formatRelativeDays,
  daysBetween,
  TIME_ZONE,
  type DateInput,
} from './format/date';
export { departmentCode, DEFAULT_DEPARTMENT_CODE } from './format/department';
export { energyLabel, gearboxLabel, conditionLabel } from './format/labels';
export { tradeinFacts } from './format/tradein-facts';
export { pluralize } from './format/pluralize';

// Utilities
export { cx } from './utils/cx';
export { useDebouncedValue } from './utils/use-debounced-value';
export { prefersReducedMotion, scrollBehavior } from './utils/reduced-motion';

// Components
export { Icon, type IconProps } from './components/icon/icon';
export { iconNames, type IconName } from './components/icon/icon-paths';
export { VisuallyHidden } from './components/visually-hidden/visually-hidden';
export { Button, type ButtonProps } from './components/button/button';
export { ButtonLink, type ButtonLinkProps } from './components/button/button-link';
export {
  buttonClassName,
  type ButtonVariant,
  type ButtonSize,
  type ButtonStyleProps,
} from './components/button/button-styles';
export {
  Field,
  useFieldAria,
  type FieldProps,
  type FieldOwnProps,
  type FieldControlProps,
} from './components/field/field';
export { TextField, type TextFieldProps } from './components/text-field/text-field';
export { PasswordField, type PasswordFieldProps } from './components/password-field/password-field';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/select-field/select-field';
export { Checkbox, type CheckboxProps } from './components/checkbox/checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './components/radio-group/radio-group';
export { TextArea, type TextAreaProps } from './components/text-area/text-area';
export { Modal, type ModalProps } from './components/modal/modal';
export { Notice, type NoticeProps } from './components/notice/notice';
export type { NoticeVariant } from './components/notice/notice-variants';
export { Toast, type ToastItem, type ToastProps } from './components/toast/toast';
export { ToastStack, type ToastStackProps } from './components/toast/toast-stack';
export { Price, type PriceProps } from './components/price/price';
export { EstimateTable, QuoteTable, type QuoteTableProps } from './components/quote-table/quote-table';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge/badge';
export { Card, type CardProps } from './components/card/card';
export { Spinner, type SpinnerProps } from './components/spinner/spinner';
export { LoadingState, type LoadingStateProps } from './components/spinner/loading-state';
export { Skeleton, type SkeletonProps } from './components/skeleton/skeleton';
export { EmptyState, type EmptyStateProps } from './components/empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './components/error-state/error-state';
export { ErrorSummary, errorSummaryItems, type ErrorSummaryItem } from './components/error-summary/error-summary';
export { CreditExample, type CreditExampleProps } from './components/credit-example/credit-example';
export { NotFoundScreen, type NotFoundScreenProps } from './components/not-found-screen/not-found-screen';
export { Container, type ContainerProps } from './components/container/container';
export { Section, type SectionProps } from './components/section/section';
export { Stars, formatRating, type StarsProps } from './components/stars/stars';
export { VehicleCard, type VehicleCardProps } from './components/vehicle-card/vehicle-card';
