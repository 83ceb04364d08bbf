import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { AbilityProvider } from '@casl/react';
import { ability, rulesOf } from '../ability';
import { GRAPHQL_URL } from '../apollo/client';
import { endSession } from './end-session';
import { sessionStore } from './session-store';
import type { Session, UserData } from './session-types';

interface AuthContextValue {
  userData: UserData | null;
  isLoggedIn: boolean;
  /** Stores the session (spec section 4) and switches the ability to the user's rules. */
  signIn: (session: Session) => void;
  /** Ends the session on the server (logout), then clears the session keys and the Apollo cache. */
  signOut: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

// The ability follows the stored session synchronously, so the first render already knows the rules.
ability.update(rulesOf(sessionStore.userData()?.ability));
sessionStore.subscribe(() => ability.update(rulesOf(sessionStore.userData()?.ability)));

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const userData = useSyncExternalStore(sessionStore.subscribe, sessionStore.userData);

  const signIn = useCallback((session: Session) => sessionStore.save(session), []);

  const signOut = useCallback(async () => {
    await endSession(GRAPHQL_URL, sessionStore);
    sessionStore.clear();
    await client.clearStore();
  }, [client]);

  const value = useMemo(
    () => ({ userData, isLoggedIn: userData !== null && sessionStore.accessToken() !== null, signIn, signOut }),
    [userData, signIn, signOut],
  );
  return (
    <AuthContext.Provider value={value}>
      <AbilityProvider value={ability}>{children}</AbilityProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside AuthProvider');
  return value;
}
