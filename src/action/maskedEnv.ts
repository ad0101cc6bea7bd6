import { setSecret } from "@actions/core";

/**
 * The step's environment as the engine reads it: the engine reads a variable only when the
 * registry's `api_key_env` names it (a secret, such as an embeddings API key), so every non-empty
 * value read through here is masked in the log (`@actions/core`'s setSecret) before it is used.
 */
export function maskedEnv(env: Readonly<Record<string, string | undefined>>): (name: string) => string | undefined {
  return (name) => {
    const value = env[name];
    if (value) setSecret(value);
    return value;
  };
}
