import type { World } from './world';

/** What the unfinished uploads of one world may announce together (eight 8 MB documents). */
export const UPLOAD_BUDGET_BYTES = 64 * 1024 * 1024;

/** Bytes that unfinished uploads have announced, shared by the connections of a world. */
export class UploadBudget {
  private reserved = 0;

  constructor(readonly capacity = UPLOAD_BUDGET_BYTES) {}

  /** Sets `bytes` aside; false, setting nothing aside, when they do not fit. */
  reserve(bytes: number): boolean {
    if (this.reserved + bytes > this.capacity) return false;
    this.reserved += bytes;
    return true;
  }

  release(bytes: number): void {
    this.reserved -= bytes;
  }
}

const budgets = new WeakMap<World, UploadBudget>();

/** The budget the unfinished uploads of a world's connections share. */
export function uploadBudgetOf(world: World): UploadBudget {
  let budget = budgets.get(world);
  if (!budget) {
    budget = new UploadBudget();
    budgets.set(world, budget);
  }
  return budget;
}
