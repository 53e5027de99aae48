import { vehicleHead, type VehicleHeadSource } from './vehicle-head';

const vehicle: VehicleHeadSource = {
  title: 'Peugeot 208',
  version: 'GT Line',
  year: 2024,
  mileage: 12500,
  price: 19990,
  image: 'https://api.example.fr/media/vehicles/42/1.svg',
  condition: 'used',
  is_reserved: false,
  brand: { name: 'Peugeot' },
  carmodel: { name: '208' },
};

// Thousands grouped with U+202F, a unit after U+00A0 (french-numbers.ts): compared as plain spaces here.
const plain = (text: string) => text.replace(/\u202f|\u00a0/g, ' ');

it('writes the title and the French description with the price and the mileage', () => {
  const head = vehicleHead(vehicle, 'Glinche Automobiles');
  expect(head.title).toBe('Peugeot 208 GT Line 2024');
  expect(plain(head.description)).toBe(
    'Peugeot 208 GT Line, 2024, 12 500 km, 19 990 € TTC. Livraison partout en France avec Glinche Automobiles.',
  );
  // The same characters in Node and in the browser, whatever their ICU.
  expect(head.description).toContain('12\u202F500\u00A0km, 19\u202F990\u00A0€\u00A0TTC.');
  expect(head.image).toBe(vehicle.image);
  expect(head.type).toBe('product');
});

it('describes the vehicle and its offer in schema.org terms', () => {
  expect(vehicleHead(vehicle, 'Glinche Automobiles').jsonLd).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: 'Peugeot 208 GT Line',
    brand: { '@type': 'Brand', name: 'Peugeot' },
    model: '208',
    vehicleModelDate: '2024',
    mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12500, unitCode: 'KMT' },
    itemCondition: 'https://schema.org/UsedCondition',
    image: vehicle.image,
    offers: {
      '@type': 'Offer',
      price: 19990,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'AutoDealer', name: 'Glinche Automobiles' },
    },
  });
  const reservedNew = vehicleHead(
    { ...vehicle, condition: 'zero_km', is_reserved: true },
    'Glinche Automobiles',
  ).jsonLd;
  expect(reservedNew).toMatchObject({
    itemCondition: 'https://schema.org/NewCondition',
    offers: { availability: 'https://schema.org/LimitedAvailability' },
  });
});
