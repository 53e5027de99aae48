import * as ui from './index';

describe('@ga/ui public entry', () => {
  it('exports the components, tokens and formatters', () => {
    const names = [
      'Button',
      'ButtonLink',
      'TextField',
      'PasswordField',
      'SelectField',
      'Checkbox',
      'RadioGroup',
      'TextArea',
      'Field',
      'Modal',
      'Notice',
      'Toast',
      'ToastStack',
      'Price',
      'Badge',
      'Card',
      'Spinner',
      'LoadingState',
      'Skeleton',
      'EmptyState',
      'ErrorState',
      'NotFoundScreen',
      'Container',
      'Section',
      'Stars',
      'Icon',
      'formatPrice',
      'formatPriceHT',
      'formatEuros',
      'formatMonthly',
      'formatMileage',
      'formatDate',
      'formatShortDate',
      'formatRelativeDays',
      'deliveryPriceLabel',
      'departmentCode',
      'energyLabel',
      'gearboxLabel',
      'conditionLabel',
      'pluralize',
    ] as const;
    for (const name of names) expect(typeof ui[name]).toBe('function');
    expect(ui.tokens.color.accent).toMatch(/^#/);
  });
});
