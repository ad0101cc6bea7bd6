/**
 * Reads input `name` as `core.getInput` does, but undefined when absent: the runner sets every
 * declared input, so an empty `sweep-label` was asked for, while an absent one takes the default.
 */
export function inputReader(env: NodeJS.ProcessEnv): (name: string) => string | undefined {
  return (name) => env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
}
