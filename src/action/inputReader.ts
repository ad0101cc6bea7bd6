/**
 * Reads the action's inputs from the runner's environment for parseInputs: the value of
 * `INPUT_<NAME>` (the name upper-cased, spaces as underscores, dashes kept: the variable the runner
 * sets and `core.getInput` reads), trimmed; undefined when the variable is absent.
 *
 * `core.getInput` answers '' for both "absent" and "set empty". They differ for `sweep-label`:
 * the runner always sets every input action.yml declares, filling in its default, so an empty value
 * was asked for (it turns the label trigger off), whereas an absent one only happens outside the
 * runner (a local run) and must behave like the default.
 */
export function inputReader(env: NodeJS.ProcessEnv): (name: string) => string | undefined {
  return (name) => env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`]?.trim();
}
