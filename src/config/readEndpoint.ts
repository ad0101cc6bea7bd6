/**
 * The API base URL without a trailing slash, or why `text` is not one: http(s), no credentials (they
 * would reach logs), no query or fragment, not already ending in `path`. Never quotes credentials.
 */
export function readEndpoint(text: string, path = "embeddings"): { endpoint: string } | { message: string; hint: string } {
  const example = "`endpoint: https://api.openai.com/v1`";
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { message: `must be an http(s) URL, got ${quote(text)}`, hint: `write the API's base URL, e.g. ${example}` };
  }
  if (url.username !== "" || url.password !== "") {
    return {
      message: "must not carry a user name or password (not shown here)",
      hint: "remove them from the URL and name the environment variable that holds the key in `api_key_env`",
    };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return { message: `must be an http or https URL, got ${quote(text)}`, hint: `write the API's base URL, e.g. ${example}` };
  }
  if (url.search !== "" || url.hash !== "") {
    return { message: `must have no query or fragment, got ${quote(text)}`, hint: `requests go to \`{endpoint}/${path}\`: write the base URL alone, e.g. ${example}` };
  }
  const endpoint = url.href.replace(/\/+$/, "");
  if (endpoint.toLowerCase().endsWith(`/${path}`)) {
    return { message: `must be the API's base URL, got ${quote(text)}`, hint: `drop the trailing \`/${path}\`: chunkgate adds it (\`endpoint: ${endpoint.slice(0, -path.length - 1)}\`)` };
  }
  return { endpoint };
}

/** The value for a message; never one with an `@`, which may be a URL's credentials. */
function quote(text: string): string {
  if (text.includes("@")) return "a value with an `@` (not shown: it may hold credentials)";
  return JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}…` : text);
}
