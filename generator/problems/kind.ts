// The shape of one entry of the problem catalogue (catalogue.ts) and the helpers its texts share.

export interface ProblemKind<F> {
  /** One line for the table in content/README.md. */
  readonly title: string;
  readonly message: (facts: F) => string;
  /** One concrete fix for this case. */
  readonly hint: (facts: F) => string;
  /** The anchor in content/README.md that explains it. */
  readonly docs: string;
  /** Said at its line, but the build goes on: the site is right today, or the right behaviour is debatable. */
  readonly warning?: true;
}

export const kind = <F>(entry: ProblemKind<F>): ProblemKind<F> => entry;
export const list = (names: readonly string[]) => names.map((n) => `\`${n}\``).join(", ");
export const lang = (l: "de" | "en") => (l === "de" ? "German" : "English");
