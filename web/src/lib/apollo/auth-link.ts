import { ApolloLink, ServerError } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import type { TokenStore } from '../auth/session-types.js';
import type { TokenRefresher } from '../auth/token-refresher.js';

function bearer(token: string | null): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

function isUnauthenticated(result: ApolloLink.Result): boolean {
  return (result.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * Adds `Authorization: Bearer <token>` to every operation and recovers from an expired token:
 * an UNAUTHENTICATED answer (or HTTP 401) asks the shared TokenRefresher for a new token and
 * replays the operation once. Operations started while a refresh is in flight wait for it first,
 * so they never go out with the token already known to be stale.
 */
export function createAuthLink(store: TokenStore, refresher: TokenRefresher): ApolloLink {
  return new ApolloLink((operation, forward) => {
    return new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;

      const send = (token: string | null, retried: boolean): void => {
        if (closed) return;
        operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
          headers: { ...headers, ...bearer(token) },
        }));
        let replaying = false;
        const replay = (): void => {
          replaying = true;
          inner?.unsubscribe();
          refresher.refresh(token).then(
            (fresh) => send(fresh, true),
            (error: unknown) => observer.error(error),
          );
        };
        // Only a request that carried a token and has not been replayed yet may trigger a refresh.
        const mayReplay = !retried && token !== null;
        inner = forward(operation).subscribe({
          next: (result) => {
            if (mayReplay && isUnauthenticated(result)) replay();
            else observer.next(result);
          },
          error: (error: unknown) => {
            if (mayReplay && ServerError.is(error) && error.statusCode === 401) replay();
            else observer.error(error);
          },
          complete: () => {
            if (!replaying) observer.complete();
          },
        });
      };

      const pending = refresher.pending;
      if (pending) pending.then((fresh) => send(fresh, false), (error: unknown) => observer.error(error));
      else send(store.accessToken(), false);

      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    });
  });
}
