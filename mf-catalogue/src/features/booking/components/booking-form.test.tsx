import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BookingForm } from './booking-form';

const defaults = { preferred_date: '', preferred_slot: '', phone: '06 12 34 56 78', message: '' };
describe('BookingForm', () => {
  // 00:30 in Paris on Wednesday 11 March 2026, still the 10th in UTC: the days are Paris days,
  // as the API counts them (a window computed in UTC would start a day early and be refused).
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-10T23:30:00Z'), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('starts the date window after the delivery lead time of the chosen département, in Paris days', () => {
    const { rerender } = render(
      <BookingForm defaults={defaults} serverErrors={{}} submitLabel="Confirmer" busy={false} onSubmit={() => {}} />,
    );
    expect(screen.getByLabelText('Date souhaitée pour la remise des clés')).toHaveAttribute('min', '2026-03-13');
    expect(screen.getByText('Du lundi au samedi, hors jours fériés, à partir du 13 mars 2026.')).toBeInTheDocument();
    rerender(
      <BookingForm
        defaults={defaults}
        delayDays={11}
        serverErrors={{}}
        submitLabel="Confirmer"
        busy={false}
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByLabelText('Date souhaitée pour la remise des clés')).toHaveAttribute('min', '2026-03-22');
  });

  it('takes the account’s phone when the session arrives after the form, and never overwrites what the visitor typed', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const props = { serverErrors: {}, submitLabel: 'Confirmer', busy: false, onSubmit: () => {} };
    const { rerender } = render(<BookingForm defaults={{ ...defaults, phone: '' }} {...props} />);
    const phone = screen.getByLabelText('Téléphone');
    expect(phone).toHaveValue('');
    rerender(<BookingForm defaults={defaults} {...props} />);
    expect(phone).toHaveValue('06 12 34 56 78');

    const message = screen.getByLabelText(/^Message pour votre conseiller/);
    await user.type(message, 'Plutôt le matin');
    await user.clear(phone);
    await user.type(phone, '02 43 00 00 00');
    rerender(<BookingForm defaults={{ ...defaults, phone: '07 00 00 00 00' }} {...props} />);
    expect(phone).toHaveValue('02 43 00 00 00');
    expect(message).toHaveValue('Plutôt le matin');
  });
});
