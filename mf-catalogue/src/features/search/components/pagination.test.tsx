import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pagesToShow } from './pagination';

describe('pagination', () => {
  it('shows first, last and the pages around the current one', () => {
    expect(pagesToShow(1, 1)).toEqual([1]);
    expect(pagesToShow(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(pagesToShow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('marks the current page and moves to another', async () => {
    const onPage = jest.fn();
    render(<Pagination current={2} last={5} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Suivante →' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPage.mock.calls).toEqual([[3], [5]]);
  });

  it('is absent with a single page', () => {
    const { container } = render(<Pagination current={1} last={1} onPage={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
