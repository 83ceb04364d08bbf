import type { TodoSeed } from '../../seed/todo.js';
import type { Clock } from '../repositories.js';

/** Owner of the todo domain's state and rules. Placeholder until the domain is built. */
export class TodoRepository {
  constructor(
    readonly seed: TodoSeed,
    readonly clock: Clock,
  ) {}
}
