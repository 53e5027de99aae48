import { render, screen } from '@testing-library/react';
import { BookingForm } from './booking-form';

const defaults = { preferred_date: '', preferred_slot: '', phone: '06 12 34 56 78', message: '' };
const isoIn = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('BookingForm', () => {
  it('starts the date window after the delivery lead time of the chosen département', () => {
    const { rerender } = render(<BookingForm defaults={defaults} serverErrors={{}} submitLabel="Confirmer" busy={false} onSubmit={() => {}} />);
    expect(screen.getByLabelText('Date souhaitée pour la remise des clés')).toHaveAttribute('min', isoIn(2));
    rerender(<BookingForm defaults={defaults} delayDays={11} serverErrors={{}} submitLabel="Confirmer" busy={false} onSubmit={() => {}} />);
    expect(screen.getByLabelText('Date souhaitée pour la remise des clés')).toHaveAttribute('min', isoIn(11));
    expect(screen.getByText(/hors jours fériés, à partir du \d{1,2} \S+ \d{4}\./)).toBeInTheDocument();
  });
});
