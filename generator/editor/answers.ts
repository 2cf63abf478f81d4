// What the editor's server answers about git, as the view reads it (ui/api.ts) and words it
// (ui/messages-*.ts): types only, so that the view and the server share them without importing each other.
import type { NotARepository } from "./git.ts";

/** One changed file as the view shows it; `diff` is git's unified diff from its first hunk on. */
export interface ChangedFile {
  readonly path: string;
  readonly state: "changed" | "new" | "deleted";
  readonly diff: string;
  /** The diff was longer than the view shows; `diff` holds its start. */
  readonly cut?: true;
}

/** What git is in the middle of; "detached" when no branch is checked out. */
export type GitBusy = "rebase" | "merge" | "cherry-pick" | "revert" | "bisect" | "detached";
/** Why the view offers nothing, or a commit or publication was refused. */
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

/** A refusal: its reason, the English sentence, and what git said where its words are the point (a hook's). */
export interface GitRefusal {
  readonly status: 409 | 422;
  readonly reason: GitReason;
  readonly message: string;
  readonly said?: string;
  /** The upstream a publication concerns, as "origin/main". */
  readonly upstream?: string;
}

/** The branch's upstream (as "origin/main") and the commits not on it, as the last fetch knew it. */
export interface Upstream {
  readonly name: string;
  readonly ahead: number;
}

export type Changes =
  | { readonly repository: false; readonly reason: NotARepository | GitBusy; readonly message: string }
  | {
      readonly repository: true;
      readonly files: readonly ChangedFile[];
      readonly version: string;
      readonly upstream?: Upstream;
    };

export type CommitResult =
  | { readonly status: 200; readonly hash: string; readonly subject: string; readonly files: readonly string[] }
  | GitRefusal;

/** Pushed (`commits` of them), brought up to date from the remote, or nothing to do either way. */
export type PublishResult =
  | {
      readonly status: 200;
      readonly done: "pushed" | "updated" | "current";
      readonly upstream: string;
      readonly commits: number;
    }
  | GitRefusal;
