import { render, screen } from '@testing-library/react';
import { BookingForm } from './booking-form';

const defaults = { preferred_date: '', preferred_slot: '', phone: '06 12 34 56 78', message: '' };
describe('BookingForm', () => {
  // 00:30 in Paris on Wednesday 11 March 2026, still the 10th in UTC: the days are Paris days,
  // as the API counts them (a window computed in UTC would start a day early and be refused).
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('starts the date window after the delivery lead time of the chosen département, in Paris days', () => {
    const { rerender } = render(<BookingForm defaults={defaults} serverErrors={{}} submitLabel="Confirmer" busy={false} onSubmit={() => {}} />);
    expect(screen.getByLabelText('Date souhaitée pour la remise des clés')).toHaveAttribute('min', '2026-03-13');
    expect(screen.getByText('Du lundi au samedi, hors jours fériés, à partir du 13 mars 2026.')).toBeInTheDocument();
    rerender(<BookingForm defaults={defaults} delayDays={11} serverErrors={{}} submitLabel="Confirmer" busy={false} onSubmit={() => {}} />);
    expect(screen.getByLabelText('Date souhaitée pour la remise des clés')).toHaveAttribute('min', '2026-03-22');
  });
});
