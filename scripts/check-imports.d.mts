/** Who may import whom, directly; the closure of these edges is the rule. */
export declare const DIRECTION: Readonly<Record<string, readonly string[]>>;
/** Workspace packages the check leaves alone, and why. */
export declare const OUTSIDE: Readonly<Record<string, string>>;
/** Every package each package may import: the closure of `direction`. */
export declare function allowedImports(
  direction?: Readonly<Record<string, readonly string[]>>,
): Record<string, Set<string>>;
/** The workspace's packages (from pnpm-workspace.yaml's `packages` globs). */
export declare function workspacePackages(
  at?: string,
): { name: string; dir: string; manifest: Record<string, unknown> }[];
/** The module specifiers a file's text imports, with their line. */
export declare function importsOf(text: string): { specifier: string; line: number }[];
/** Every import in the workspace at `at` that breaks a rule, as `file:line: message`. */
export declare function importProblems(at?: string, direction?: Readonly<Record<string, readonly string[]>>): string[];
