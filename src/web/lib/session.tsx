import { useQuery, useQueryClient, type Query } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ApiError, authRequest } from './api-client';
import { forgetSignedInHint } from './signed-in-hint';
import { toast } from './toast-store';
import { isObject } from './utils';
import { clearAllDrafts } from './draft-storage';

/**
 * Who is signed in, for the whole app: the session query (its key, its fetch) and the provider every page, the
 * header and the guards read it from. Signing in and up, links and two-factor live in features/auth.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

export interface Session {
  user: SessionUser;
  session: { id: string; expiresAt: string };
}

function isSession(value: unknown): value is Session {
  return (
    isObject(value) &&
    isObject(value.user) &&
    typeof value.user.id === 'string' &&
    typeof value.user.email === 'string' &&
    isObject(value.session)
  );
}

/** The signed-in session, or null for a visitor. */
async function getSession(): Promise<Session | null> {
  const answer = await authRequest('/get-session');
  return isSession(answer) ? answer : null;
}

const callSignOut = () => authRequest('/sign-out', {});

export const SESSION_QUERY_KEY = ['session'] as const;
const isUserQuery = (query: Query) => query.queryKey[0] !== SESSION_QUERY_KEY[0];

interface AuthState {
  user: SessionUser | null;
  /** True until the first answer about the session; guards show a spinner meanwhile. */
  loading: boolean;
  refresh(): Promise<void>;
  /** True after the visitor signed out in this tab: guards then send them home rather than to /login. */
  signedOut: boolean;
  /** Ends the session on the server; 401/403/404 mean it was already gone and count as success (spec §8). */
  signOut(): Promise<boolean>;
  /**
   * Runs `end`, a request that ends the session on the server (signing out, deleting the account), with the
   * signed-in polling held so that no poll races it into a 401; then forgets the user. If `end` fails, polling
   * resumes and the error is rethrown.
   */
  endSession(end: () => Promise<unknown>): Promise<void>;
  /**
   * Runs `change`, a request after which the server signs the session in anew and deletes the old one (turning
   * two-factor on or off), with the signed-in polling held: a poll sent with the old cookie while it runs would meet
   * a deleted session (401). Then reads the session again.
   */
  renewSession<T>(change: () => Promise<T>): Promise<T>;
  /**
   * Whether a signed-in poll may be sent now: a user is signed in and no endSession or renewSession runs. Polling
   * queries ask it in their query function, when a poll is due (React Query's interval does not look at `enabled`
   * again); it reads the session cache, not a render's copy of the user, so a poll timer armed before a sign-out
   * never fires into a 401 after it.
   */
  mayPoll(): boolean;
}

const AuthContext = createContext<AuthState | undefined>(undefined);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery<Session | null>({
    queryKey: SESSION_QUERY_KEY,
    queryFn: getSession,
    staleTime: 60_000,
    retry: 1,
  });

  // Reported once per failure; the visitor is treated as signed out meanwhile.
  useEffect(() => {
    if (!session.isError) return;
    toast({
      title: 'Authentication Error',
      description: 'There was a problem with your session. Please sign in again.',
      variant: 'destructive',
    });
  }, [session.isError, session.errorUpdatedAt]);

  // The server said nobody is signed in: no hint may claim otherwise on the next page.
  useEffect(() => {
    if (session.data === null) forgetSignedInHint();
  }, [session.data]);

  const refresh = useCallback(async () => {
    setSignedOut(false);
    // A first session read still on its way was sent before whatever changed the session (a sign-in submitted as
    // the app started): React Query would wait for that read rather than send another, since the query has no data
    // yet, and its stale "nobody" would win. Dropped first, the read below is sent after the change.
    await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const [signedOut, setSignedOut] = useState(false);
  // How many session-changing requests run now (endSession, renewSession); polls wait while any does.
  const changing = useRef(0);
  const mayPoll = useCallback(
    () => changing.current === 0 && Boolean(queryClient.getQueryData<Session | null>(SESSION_QUERY_KEY)?.user),
    [queryClient],
  );

  const forgetUser = useCallback(() => {
    setSignedOut(true);
    queryClient.setQueryData(SESSION_QUERY_KEY, null);
    // Everything cached belonged to the signed-in user.
    queryClient.removeQueries({ predicate: isUserQuery });
  }, [queryClient]);

  /** Runs `change` with polling held; a poll already on its way is dropped, not awaited. */
  const holdingPolls = useCallback(
    async <T,>(change: () => Promise<T>): Promise<T> => {
      changing.current += 1;
      try {
        await queryClient.cancelQueries({ predicate: isUserQuery });
        return await change();
      } finally {
        changing.current -= 1;
      }
    },
    [queryClient],
  );

  const endSession = useCallback(
    // The user is forgotten before polling resumes, so no poll goes out in between.
    (end: () => Promise<unknown>) =>
      holdingPolls(async () => {
        await end();
        forgetUser();
      }),
    [holdingPolls, forgetUser],
  );

  const renewSession = useCallback(
    async <T,>(change: () => Promise<T>): Promise<T> => {
      const result = await holdingPolls(change);
      await refresh();
      return result;
    },
    [holdingPolls, refresh],
  );

  const signOut = useCallback(async () => {
    clearAllDrafts();
    try {
      await endSession(callSignOut);
    } catch (error) {
      if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) {
        toast({
          title: 'Error signing out',
          description: 'There was a problem signing out. Please try again.',
          variant: 'destructive',
        });
        return false;
      }
      forgetUser();
    }
    return true;
  }, [endSession, forgetUser]);

  const value = useMemo<AuthState>(
    () => ({
      user: session.data?.user ?? null,
      loading: session.isPending,
      signedOut,
      refresh,
      signOut,
      endSession,
      renewSession,
      mayPoll,
    }),
    [session.data, session.isPending, signedOut, refresh, signOut, endSession, renewSession, mayPoll],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}

/** Initials for the avatar fallback: of the full name, else the first two letters of the e-mail, else 'U'. */
export function initialsFor(user: Pick<SessionUser, 'name' | 'email'> | null): string {
  const name = user?.name?.trim();
  if (name) {
    // Words that start with a letter or digit: "Olivia Owner (demo)" is OO, not O(.
    const parts = name.split(/\s+/).filter((part) => /^[\p{L}\p{N}]/u.test(part));
    if (parts.length === 0) return name.slice(0, 1).toUpperCase();
    return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase();
  }
  if (user?.email) return user.email.slice(0, 2).toUpperCase();
  return 'U';
}
