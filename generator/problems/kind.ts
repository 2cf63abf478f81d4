// The shape of one entry of the problem catalogue (catalogue.ts) and the helpers its texts share.

export interface ProblemKind<F> {
  readonly title: string;
  readonly message: (facts: F) => string;
  /** One concrete fix for this case. */
  readonly hint: (facts: F) => string;
  readonly docs: string;
  /** Said at its line, but the build goes on: the site is right today, or the right behaviour is debatable. */
  readonly warning?: true;
}

export const kind = <F>(entry: ProblemKind<F>): ProblemKind<F> => entry;
export const list = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(", ");
export const lang = (l: "de" | "en") => (l === "de" ? "German" : "English");
