/**
 * Flags of the online commands (`serve`, `online-bot`, `bench server`): `--name value` or `--name=value`;
 * only the names listed are accepted, so a typo is an error rather than a silent default.
 */
export function parseOnlineFlags(
  args: readonly string[],
  known: readonly string[],
): { ok: true; flags: Record<string, string> } | { ok: false; message: string } {
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) return { ok: false, message: `unexpected argument ${arg}` };
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (!known.includes(name)) return { ok: false, message: `unknown flag --${name}` };
    const value = inline ?? args[i + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      return { ok: false, message: `--${name} needs a value` };
    }
    if (inline === undefined) i++;
    flags[name] = value;
  }
  return { ok: true, flags };
}
