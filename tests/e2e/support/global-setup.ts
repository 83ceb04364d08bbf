import type { TestProject } from 'vitest/node';
import { startProductServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 — the product server every e2e file shares. */
    baseUrl: string;
  }
}

/** Starts one product server for the run (nothing is built here: `npm test` builds first) and stops it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startProductServer();
  project.provide('baseUrl', server.baseUrl);
  return () => server.stop();
}
