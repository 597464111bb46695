import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUYER_SESSION } from '../../test/render';
import { AuthProvider, useAuth, useSessionCheckPending } from './AuthProvider';
import { writeSession } from './session';

describe('AuthProvider', () => {
  it('ends the session check by re-rendering what waits for it, not every user of the session', async () => {
    writeSession(BUYER_SESSION);
    let sessionUserRenders = 0;
    function SessionUser() {
      sessionUserRenders += 1;
      const { session } = useAuth();
      return <p>{session?.userType}</p>;
    }
    function Guard() {
      return <p>{useSessionCheckPending() ? 'checking' : 'checked'}</p>;
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
    const rendersWhileChecking = sessionUserRenders;

    answer!(false);
    expect(await screen.findByText('checked')).toBeInTheDocument();
    expect(screen.getByText('buyer')).toBeInTheDocument();
    expect(sessionUserRenders).toBe(rendersWhileChecking);
  });

  it('has nothing to check without a stored session', () => {
    function Guard() {
      return <p>{useSessionCheckPending() ? 'checking' : 'checked'}</p>;
    }
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
