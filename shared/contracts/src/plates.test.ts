import { parsePlate } from './plates';

describe('parsePlate', () => {
  it.each([
    ['AB-123-CD', 'AB123CD', 'AB-123-CD', 'siv'],
    ['ab123cd', 'AB123CD', 'AB-123-CD', 'siv'],
    [' fk 482 lt ', 'FK482LT', 'FK-482-LT', 'siv'],
    ['1234 AB 72', '1234AB72', '1234 AB 72', 'fni'],
    ['56-xd-2a', '56XD2A', '56 XD 2A', 'fni'],
    ['123 ABC 974', '123ABC974', '123 ABC 974', 'fni'],
  ])('%s → %s', (input, key, display, format) => {
    expect(parsePlate(input)).toEqual({ key, display, format });
  });

  it.each([
    '',
    'AB-123',
    'AI-123-CD',
    'AB-123-CO',
    'SS-123-AB',
    'AB-123-SS',
    'WW-123-AB',
    'AB-000-CD',
    '0 AB 72',
    '1234 AB 99',
    'AB-123-CD-EF',
    '<script>',
  ])('refuses %j', (input) => {
    expect(parsePlate(input)).toBeNull();
  });
});
