/**
 * The repositories of a running app, one per domain, each the single owner of its state: an open interface.
 * Each domain adds its own by declaration merging
 * (`declare module '../common/repositories.js' { interface Repositories { todo: TodoRepository } }`), so
 * routes and resolvers reach every repository while the kernel names none; the composition root
 * (server/composition/repositories.ts) builds the one object that holds them all.
 */
export interface Repositories {}
