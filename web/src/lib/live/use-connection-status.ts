import { connectionStatus, liveConnection } from '../apollo/client';
import { useConnectionStatusOf, type ConnectionStatus } from './connection-status';

/** The live socket's state for the shell, and a way to skip the pause before the next attempt. */
export function useConnectionStatus(): ConnectionStatus & { retryNow: () => void } {
  return { ...useConnectionStatusOf(connectionStatus), retryNow: liveConnection.retryNow };
}
