import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { listingsApi } from '../../listings/api/listings-api';
import { toListingView } from '../../listings/listing-types';
import { CAR_RENT_WIRE, subscriptionReply } from '../test-fixtures';

const NOT_CREDITED = () => apiError(404, 'No active subscription found.');
const trialStatus = (freeTrialUsed: 0 | 1 | null) => () =>
  [200, { status: 'success', freeTrialUsed }] as [number, unknown];
const TRIAL_STARTED = () =>
  [200, { status: 'success', message: 'Free trial started successfully.', freeTrialUsed: 0 }] as [
    number,
    unknown,
  ];

const BALANCE_LOW = 'Your account balance is below 500 ETB. Please subscribe to continue.';

const submitButton = () => screen.getByRole('button', { name: 'Post listing' });

async function openForm() {
  renderApp('/seller/postRentCar', SELLER_SESSION);
  await screen.findByRole('heading', { name: 'Post Car for Rent' });
}

/** Resolves a handler's reply when the test says so, to look at the form mid-check. */
function deferred() {
  let resolve: (reply: [number, unknown]) => void = () => {};
  const promise = new Promise<[number, unknown]>((r) => (resolve = r));
  return { handler: () => promise, resolve };
}

describe('Posting access check', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('allows posting with a balance of 500 or more', async () => {
    const calls = mockApi({ 'GET /api/seller/subscription': () => subscriptionReply(500) });
    await openForm();
    expect(
      await screen.findByText('Your balance is ETB 500. Each post takes ETB 500.'),
    ).toBeVisible();
    expect(submitButton()).toBeEnabled();
    // Credited sellers never reach the free-trial calls.
    expect(calls.map((c) => c.path)).not.toContain('/api/seller/free-trial/status');
  });

  it('denies a balance below 500 with the message and a Subscribe link', async () => {
    mockApi({ 'GET /api/seller/subscription': () => subscriptionReply(499) });
    await openForm();
    const notice = (await screen.findByText(BALANCE_LOW)).closest('[role="status"]') as HTMLElement;
    expect(within(notice).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      '/seller/subscribe',
    );
    expect(submitButton()).toBeDisabled();
  });

  it('lets a low balance post while the free trial is unused (the server spends it first)', async () => {
    mockApi({ 'GET /api/seller/subscription': () => subscriptionReply(100, 0) });
    await openForm();
    expect(await screen.findByText('Your free trial covers your next post.')).toBeVisible();
    expect(submitButton()).toBeEnabled();
  });

  it('starts the free trial for a seller never credited whose trial never started', async () => {
    const status = deferred();
    const calls = mockApi({
      'GET /api/seller/subscription': NOT_CREDITED,
      'GET /api/seller/free-trial/status': status.handler,
      'POST /api/seller/free-trial/start': TRIAL_STARTED,
    });
    await openForm();
    expect(
      await screen.findByText('No active subscription found. Checking free trials...'),
    ).toBeVisible();
    expect(submitButton()).toBeDisabled();

    status.resolve(trialStatus(null)());
    expect(await screen.findByText('Free trial started successfully.')).toBeVisible();
    expect(submitButton()).toBeEnabled();
    const start = calls.find((c) => c.path === '/api/seller/free-trial/start');
    expect(start).toMatchObject({ method: 'POST', body: {} });
  });

  it('denies a seller never credited whose free trial is used', async () => {
    const calls = mockApi({
      'GET /api/seller/subscription': NOT_CREDITED,
      'GET /api/seller/free-trial/status': trialStatus(1),
    });
    await openForm();
    expect(await screen.findByText(BALANCE_LOW)).toBeVisible();
    expect(submitButton()).toBeDisabled();
    expect(calls.map((c) => c.path)).not.toContain('/api/seller/free-trial/start');
  });

  it('keeps the button disabled while the check runs, and says so on submit', async () => {
    const create = vi.spyOn(listingsApi, 'create');
    const subscription = deferred();
    mockApi({ 'GET /api/seller/subscription': subscription.handler });
    await openForm();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByText('Please wait while we check your subscription status.')).toBeVisible();

    // Enter in a field cannot submit past a disabled button; a direct submit is refused too.
    fireEvent.submit(submitButton().closest('form')!);
    expect(
      screen.getAllByText('Please wait while we check your subscription status.'),
    ).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();

    subscription.resolve(subscriptionReply(2000));
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
  });

  it('shows the fixed text when the subscription check fails', async () => {
    mockApi({ 'GET /api/seller/subscription': () => apiError(500, 'Internal server error') });
    await openForm();
    expect(
      await screen.findByText('Subscription check failed. Please try again later.'),
    ).toBeVisible();
    expect(submitButton()).toBeDisabled();
  });

  it("shows the server's reason when the free-trial check is refused, the spec text when it fails", async () => {
    mockApi({
      'GET /api/seller/subscription': NOT_CREDITED,
      'GET /api/seller/free-trial/status': () => apiError(403, 'Only sellers can post.'),
    });
    await openForm();
    expect(await screen.findByText('Only sellers can post.')).toBeVisible();
    expect(submitButton()).toBeDisabled();
  });

  it('shows the spec text when the free-trial status fails on the server', async () => {
    mockApi({
      'GET /api/seller/subscription': NOT_CREDITED,
      'GET /api/seller/free-trial/status': () => apiError(503, 'Database unavailable.'),
    });
    await openForm();
    expect(await screen.findByText('Free trial check failed.')).toBeVisible();
    expect(screen.queryByText('Database unavailable.')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Failed to start free trial.'],
    ['am', 'ነፃ ሙከራውን መጀመር አልተሳካም።'],
  ] as const)(
    'shows the spec text (%s) when starting the free trial fails on the server',
    async (lang, text) => {
      mockApi({
        'GET /api/seller/subscription': NOT_CREDITED,
        'GET /api/seller/free-trial/status': trialStatus(0),
        'POST /api/seller/free-trial/start': () => apiError(500, 'Internal server error'),
      });
      await inLanguage(lang, async () => {
        renderApp('/seller/postRentCar', SELLER_SESSION);
        expect(await screen.findByText(text)).toBeVisible();
        expect(screen.queryByText(/Internal server error/)).not.toBeInTheDocument();
      });
    },
  );

  it('checks again after a post: the used trial closes posting', async () => {
    let trial: 0 | 1 | null = null;
    mockApi({
      'GET /api/seller/subscription': NOT_CREDITED,
      'GET /api/seller/free-trial/status': () => trialStatus(trial)(),
      'POST /api/seller/free-trial/start': TRIAL_STARTED,
    });
    vi.spyOn(listingsApi, 'create').mockImplementation(() => {
      trial = 1;
      return Promise.resolve({
        message: 'Car rent posted successfully! Free trial used.',
        listing: toListingView(CAR_RENT_WIRE),
        charge: { method: 'free-trial', amount: 0 },
      });
    });
    await openForm();
    await vi.waitFor(() => expect(submitButton()).toBeEnabled());
    for (const [label, value] of Object.entries(FILLED)) {
      fireEvent.change(screen.getByLabelText(new RegExp(`^${label}[\\s\\u2009]*\\*?$`)), {
        target: { value },
      });
    }
    for (const [label, option] of Object.entries(CHOSEN)) {
      await userEvent.click(screen.getByLabelText(new RegExp(`^${label}[\\s\\u2009]*\\*?$`)));
      await userEvent.click(screen.getByRole('option', { name: option }));
    }
    for (const label of ['Front photo', 'Back photo', 'Right side photo', 'Left side photo']) {
      fireEvent.change(screen.getByLabelText(label), {
        target: { files: [new File(['x'], `${label}.jpg`, { type: 'image/jpeg' })] },
      });
    }
    fireEvent.click(submitButton());

    expect(await screen.findByText('Car rent posted successfully! Free trial used.')).toBeVisible();
    expect(await screen.findByText(BALANCE_LOW)).toBeVisible();
    expect(submitButton()).toBeDisabled();
  });
});

const FILLED: Record<string, string> = {
  Country: 'Ethiopia',
  Region: 'Addis Ababa',
  City: 'Addis Ababa',
  Subcity: 'Bole',
  Make: 'Toyota',
  Model: 'Vitz',
  Year: '2015',
  Mileage: '85000',
  Engine: '1.3L',
  'Plate number': 'AA-2-12345',
  Color: 'White',
  Price: '2500',
};

/** The pick-lists, by their labels. */
const CHOSEN: Record<string, string> = {
  Transmission: 'Automatic',
  'Body type': 'Hatchback',
  Fuel: 'Petrol',
};
