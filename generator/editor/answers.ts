// What the editor's server answers about git: types only, shared by the view and the server.
import type { NotARepository } from "./git.ts";

/** One changed file as the view shows it; `diff` is git's unified diff from its first hunk on. */
export interface ChangedFile {
  readonly path: string;
  readonly state: "changed" | "new" | "deleted";
  readonly diff: string;
  /** The diff was longer than the view shows; `diff` holds its start. */
  readonly cut?: true;
}

export type GitBusy = "rebase" | "merge" | "cherry-pick" | "revert" | "bisect" | "detached";
export type GitReason =
  | NotARepository
  | GitBusy
  | "nothing"
  | "stale"
  | "identity"
  | "refused"
  | "no-upstream"
  | "unreachable"
  | "diverged"
  | "overwrite"
  | "moved";

/** `said`: git's words where they are the point (a hook's). */
export interface GitRefusal {
  readonly status: 409 | 422;
  readonly reason: GitReason;
  readonly message: string;
  readonly said?: string;
  /** The upstream a publication concerns, as "origin/main". */
  readonly upstream?: string;
}

export type Changes =
  | { readonly repository: false; readonly reason: NotARepository | GitBusy; readonly message: string }
  | {
      readonly repository: true;
      readonly files: readonly ChangedFile[];
      readonly version: string;
      /** The branch's upstream and the commits not on it, as the last fetch knew it. */
      readonly upstream?: { readonly name: string; readonly ahead: number };
    };

export type CommitResult =
  | { readonly status: 200; readonly hash: string; readonly subject: string; readonly files: readonly string[] }
  | GitRefusal;

export type PublishResult =
  | {
      readonly status: 200;
      readonly done: "pushed" | "updated" | "current";
      readonly upstream: string;
      readonly commits: number;
    }
  | GitRefusal;
