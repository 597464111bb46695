import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, lastCallTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { INCOME_REPORT, pageReply, staffSession } from '../test-fixtures';

const COST = {
  id: 1,
  payed_to: 'Ethio Telecom',
  title: 'Internet',
  description: 'Fibre line',
  amount: 350.5,
  costDate: '2026-05-02T08:00:00.000Z',
  createdBy: 3,
};

describe('Costs', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), {
        target: { value },
      });
    }
  };

  it('lists costs 10 a page and adds one', async () => {
    const calls = mockApi({
      'GET /api/employee/costs': pageReply([COST], 1, 10),
      'POST /api/employee/costs': () => [
        201,
        { status: 'success', message: 'Cost added successfully!', data: COST },
      ],
    });
    renderApp('/employee/costs', staffSession(2));
    const table = await screen.findByRole('table', { name: 'Costs so far' });
    expect(await within(table).findByText('Ethio Telecom')).toBeInTheDocument();
    expect(within(table).getByText('ETB 350.50')).toBeInTheDocument();
    expect(lastCallTo(calls, '/api/employee/costs').query.get('pageSize')).toBe('10');

    fill({ 'Paid to': 'Landlord', Title: 'Rent', Description: 'May rent', 'Amount (ETB)': '1200' });
    await userEvent.click(screen.getByRole('button', { name: 'Add cost' }));
    expect(await screen.findByText('Cost added successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      payed_to: 'Landlord',
      title: 'Rent',
      description: 'May rent',
      amount: 1200,
    });
    expect(screen.getByLabelText('Paid to', { selector: 'input' })).toHaveValue('');
  });

  it('needs every field and a positive amount, and says when adding failed', async () => {
    const calls = mockApi({
      'GET /api/employee/costs': pageReply([], 0, 10),
      'POST /api/employee/costs': () => apiError(500, ''),
    });
    renderApp('/employee/costs', staffSession(3));
    expect(await screen.findByText('No cost data available.')).toBeInTheDocument();
    fill({ 'Paid to': 'Landlord', Title: 'Rent', Description: '', 'Amount (ETB)': '10' });
    await userEvent.click(screen.getByRole('button', { name: 'Add cost' }));
    expect(await screen.findByText('All fields are required.')).toBeInTheDocument();
    fill({ Description: 'May rent', 'Amount (ETB)': '0' });
    await userEvent.click(screen.getByRole('button', { name: 'Add cost' }));
    expect(await screen.findByText('The amount must be a number above 0.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fill({ 'Amount (ETB)': '10' });
    await userEvent.click(screen.getByRole('button', { name: 'Add cost' }));
    expect(await screen.findByText('Failed to add cost. Please try again.')).toBeInTheDocument();
  });
});

describe('Income', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the figures, the chart and the months, for all time by default', async () => {
    const calls = mockApi({
      'GET /api/employee/income': () => [200, { status: 'success', data: INCOME_REPORT }],
    });
    renderApp('/employee/income', staffSession(2));
    expect(await screen.findByTestId('figure-net')).toHaveTextContent('ETB 499.50');
    expect(screen.getByTestId('figure-subscriptions')).toHaveTextContent('ETB 550');
    expect(screen.getByTestId('figure-subscriptions')).toHaveTextContent('2 payments');
    expect(screen.getByTestId('figure-posts')).toHaveTextContent('ETB 1,500');
    expect(screen.getByTestId('figure-posts')).toHaveTextContent(
      '3 paid × 500 ETB (5 posts in all)',
    );
    expect(screen.getByTestId('figure-costs')).toHaveTextContent('ETB 1,550.50');
    expect(screen.getByTestId('figure-topUps')).toHaveTextContent('ETB 2,100');

    const chart = screen.getByRole('img', { name: 'Bar chart of income and costs by month' });
    // Costs (1200) are the March bar's tallest: both bars are drawn to the same scale.
    const income = Number(within(chart).getByTestId('bar-income-2025-03').getAttribute('height'));
    const costs = Number(within(chart).getByTestId('bar-costs-2025-03').getAttribute('height'));
    expect(costs / income).toBeCloseTo(1200 / 800);
    const months = screen.getByRole('table', { name: 'Income and costs by month' });
    expect(within(months).getByText('Mar 25').closest('tr')).toHaveTextContent('-ETB 400');
    expect(lastCallTo(calls, '/api/employee/income').query.get('from')).toBeNull();
  });

  it('asks for the chosen days, and not for a reversed range', async () => {
    const calls = mockApi({
      'GET /api/employee/income': () => [200, { status: 'success', data: INCOME_REPORT }],
    });
    renderApp('/employee/income', staffSession(3));
    await screen.findByTestId('figure-net');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-03-31' } });
    await waitFor(() =>
      expect(lastCallTo(calls, '/api/employee/income').query.get('to')).toBe('2025-03-31'),
    );
    expect(lastCallTo(calls, '/api/employee/income').query.get('from')).toBe('2025-03-01');

    const before = calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-04-02' } });
    expect(await screen.findByText('The start date is after the end date.')).toBeInTheDocument();
    expect(calls.length).toBe(before);
  });
});
