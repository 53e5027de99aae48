import { co2Class, mobilityMessage } from './co2-class';

it('maps WLTP emissions to the CO2 class letter', () => {
  expect(co2Class(0).letter).toBe('A');
  expect(co2Class(100).letter).toBe('A');
  expect(co2Class(101).letter).toBe('B');
  expect(co2Class(140).letter).toBe('C');
  expect(co2Class(199).letter).toBe('E');
  expect(co2Class(251).letter).toBe('G');
});

it('gives each vehicle one of the mandated mobility messages', () => {
  expect(mobilityMessage(3)).toMatch(/#SeDéplacerMoinsPolluer$/);
  expect(mobilityMessage(3)).toBe(mobilityMessage(3));
});
