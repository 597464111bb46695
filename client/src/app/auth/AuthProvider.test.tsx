import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BUYER_SESSION } from '../../test/render';
import { AuthProvider, useAuth, useSessionCheckPending } from './AuthProvider';
import { writeSession } from './session';

/** What a guard reads: whether the stored session is still being checked. */
function Guard() {
  return <p>{useSessionCheckPending() ? 'checking' : 'checked'}</p>;
}

describe('AuthProvider', () => {
  it('ends the session check by re-rendering what waits for it, not every user of the session', async () => {
    writeSession(BUYER_SESSION);
    const sessionUserRendered = vi.fn();
    function SessionUser() {
      sessionUserRendered();
      const { session } = useAuth();
      return <p>{session?.userType}</p>;
    }
    let answer: ((refused: boolean) => void) | undefined;
    const sessionCheck = new Promise<boolean>((resolve) => (answer = resolve));
    render(
      <AuthProvider sessionCheck={sessionCheck}>
        <SessionUser />
        <Guard />
      </AuthProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    const rendersWhileChecking = sessionUserRendered.mock.calls.length;

    answer!(false);
    expect(await screen.findByText('checked')).toBeInTheDocument();
    expect(screen.getByText('buyer')).toBeInTheDocument();
    expect(sessionUserRendered).toHaveBeenCalledTimes(rendersWhileChecking);
  });

  it('has nothing to check without a stored session', () => {
    render(
      <AuthProvider>
        <Guard />
      </AuthProvider>,
    );
    expect(screen.getByText('checked')).toBeInTheDocument();
  });

  it('signs out with a notice when the server refuses the stored token', async () => {
    writeSession(BUYER_SESSION);
    function State() {
      const { session, notice } = useAuth();
      const checking = useSessionCheckPending();
      return <p>{checking ? 'checking' : `${session ? 'signed in' : 'signed out'} ${notice}`}</p>;
    }
    render(
      <AuthProvider sessionCheck={Promise.resolve(true)}>
        <State />
      </AuthProvider>,
    );
    await waitFor(() =>
      expect(screen.getByText('signed out auth.sessionExpired')).toBeInTheDocument(),
    );
  });
});
