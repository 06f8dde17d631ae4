/** What the HTTP layer needs to know of the process's life: whether it is on its way out. */
export interface Lifecycle {
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });
