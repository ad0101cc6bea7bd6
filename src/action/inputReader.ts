/**
 * Reads the action's input `name` from `INPUT_<NAME>` (as `core.getInput` does), trimmed, but
 * undefined when the variable is absent: the runner sets every declared input, so an empty
 * `sweep-label` was asked for, while an absent one (a local run) takes the default.
 */
export function inputReader(env: NodeJS.ProcessEnv): (name: string) => string | undefined {
  return (name) => env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
}
