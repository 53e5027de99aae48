import { render, screen } from '@testing-library/react';
import type { InboxHistoryEntry } from '@ga/contracts';
import { RequestHistory } from './request-history';

const entry = (id: number, actor: string | null, action: string, minute: number): InboxHistoryEntry => ({
  id: String(id),
  at: `2026-12-07T10:${String(minute).padStart(2, '0')}:00Z`,
  actor,
  action,
  before: null,
  after: null,
});

it('reads views one after another by the same person as one line; other people and other steps stay apart', () => {
  const history = [
    entry(1, 'Julie Conseil', 'inbox.viewed', 1),
    entry(2, 'Julie Conseil', 'inbox.viewed', 2),
    entry(3, 'Julie Conseil', 'inbox.viewed', 3),
    entry(4, 'Marc Responsable', 'inbox.viewed', 4),
    entry(5, 'Julie Conseil', 'inbox.note_added', 5),
    entry(6, 'Julie Conseil', 'inbox.viewed', 6),
  ];
  render(<RequestHistory history={history} colleagues={[]} />);
  const lines = screen.getAllByRole('listitem').map((li) => li.textContent);
  expect(lines).toHaveLength(4);
  expect(lines[0]).toMatch(/Julie Conseil a ouvert la demande \(3 fois de suite\)$/);
  expect(lines[1]).toMatch(/Marc Responsable a ouvert la demande$/);
  expect(lines[3]).toMatch(/Julie Conseil a ouvert la demande$/);
});
