import type { Category, Industry } from "../catalog.ts";
import type { NeedEntry } from "./types.ts";

/** A task as a category file writes it: keyed by id, its own category implied by the file. */
export interface TaskForms {
  en: string[];
  ar: string[];
  hi: string[];
  hiLatn?: string[];
  /** Further categories the task belongs to, after the file's own. */
  also?: Category[];
  industries?: Industry[];
  words: string[];
}

export function tasksIn(category: Category, tasks: Record<string, TaskForms>): NeedEntry[] {
  return Object.entries(tasks).map(([id, task]) => ({
    id,
    kind: "task",
    en: task.en,
    ar: task.ar,
    hi: task.hi,
    hiLatn: task.hiLatn ?? [],
    categories: [category, ...(task.also ?? [])],
    industries: task.industries ?? [],
    words: task.words,
  }));
}
