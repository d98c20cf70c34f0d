/**
 * The signed-in user as the whole app sees it: user info with remaining points (refreshed after every
 * generation), the sign-in modal that any component can open, and the reaction to a 401 from any call.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserPlan } from '#contract/entitlements';
import type { SessionInfo, ToolCosts, UserInfo } from '#contract/user';
import { api, isOk, onUnauthorized, setStoredToken, UnauthorizedError } from './api';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';
export type AuthDialogMode = 'sign-in' | 'sign-up' | 'forgot' | 'magic-link';

export interface OpenSignInOptions {
  mode?: AuthDialogMode;
  /** Runs once the user has signed in (e.g. continue the purchase they started). */
  onSignedIn?: () => void;
}

interface SessionValue {
  status: SessionStatus;
  user: UserInfo | null;
  /** Credits per generation of each tool (the server's configuration); null until the session has loaded. */
  toolCosts: ToolCosts | null;
  /** The user's plan and what it includes in the tools (the free tier when signed out); null until loaded. */
  plan: UserPlan | null;
  /** Re-reads /user/session (remaining points). Returns the fresh info, or null when signed out. */
  refresh: () => Promise<UserInfo | null>;
  openSignIn: (options?: OpenSignInOptions) => void;
  signedIn: () => Promise<void>;
  signOut: () => Promise<void>;
  dialog: { open: boolean; mode: AuthDialogMode; setMode: (mode: AuthDialogMode) => void; close: () => void };
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<UserInfo | null>(null);
  const [toolCosts, setToolCosts] = useState<ToolCosts | null>(null);
  const [plan, setPlan] = useState<UserPlan | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [mode, setMode] = useState<AuthDialogMode>('sign-in');
  const pendingContinuation = useRef<(() => void) | null>(null);

  // /user/session answers a signed-out visitor with `user: null` (HTTP 200): no failed request on anonymous pages.
  const refresh = useCallback(async () => {
    try {
      const envelope = await api.get<SessionInfo>('/user/session', { quietUnauthorized: true });
      if (isOk(envelope)) {
        setToolCosts(envelope.data.tool_costs);
        setPlan(envelope.data.plan ?? null);
        setUser(envelope.data.user);
        setStatus(envelope.data.user ? 'signed-in' : 'signed-out');
        return envelope.data.user;
      }
      return user;
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) return user;
    }
    setUser(null);
    setPlan(null);
    setStatus('signed-out');
    return null;
  }, [user]);

  const openSignIn = useCallback((options: OpenSignInOptions = {}) => {
    pendingContinuation.current = options.onSignedIn ?? null;
    setMode(options.mode ?? 'sign-in');
    setDialogOpen(true);
  }, []);

  const signedIn = useCallback(async () => {
    await refresh();
    setDialogOpen(false);
    const next = pendingContinuation.current;
    pendingContinuation.current = null;
    next?.();
  }, [refresh]);

  const signOut = useCallback(async () => {
    // The auth calls load with the sign-in dialog; signing out is the only one a page needs, and only on a click.
    const { authApi } = await import('../auth/auth-api');
    await authApi.signOut();
    setStoredToken(null);
    setUser(null);
    setPlan(null);
    setStatus('signed-out');
    // sonner loads lazily (root.tsx's idle Toaster): a static import here put it in every page's first-load JS.
    void import('sonner').then(({ toast }) => toast.success('Signed out.'));
  }, []);

  useEffect(() => {
    void refresh();
    return onUnauthorized(() => {
      setUser(null);
      setPlan(null);
      setStatus('signed-out');
      openSignIn();
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      user,
      toolCosts,
      plan,
      refresh,
      openSignIn,
      signedIn,
      signOut,
      dialog: { open: dialogOpen, mode, setMode, close: () => setDialogOpen(false) },
    }),
    [status, user, toolCosts, plan, refresh, openSignIn, signedIn, signOut, dialogOpen, mode],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
