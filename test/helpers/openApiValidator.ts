import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** One request as the fake GitHub server received it. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string, e.g. `/repos/o/r/issues/7/comments`. */
  path: string;
  query: Record<string, string>;
  /** Parsed JSON body, or undefined when the request had none. */
  body: unknown;
}

/** What the validator found a request to be. */
export interface RequestCheck {
  /** `issues/list-comments` and the like, when the endpoint exists. */
  operationId?: string;
  /** The path template, e.g. `/repos/{owner}/{repo}/issues/{issue_number}/comments`. */
  template?: string;
  /** Path parameters by name. */
  params: Record<string, string>;
  /** Everything wrong with the request; empty when it is a valid call. */
  problems: string[];
}

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: { type?: string; enum?: unknown[] };
}

interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  enum?: unknown[];
  $ref?: string;
}

interface Operation {
  operationId: string;
  parameters?: Array<Parameter | { $ref: string }>;
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> } | { $ref: string };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema>; requestBodies?: Record<string, unknown> };
}

interface Route {
  template: string;
  pattern: RegExp;
  names: string[];
  /** Literal segments count, so `/repos/{o}/{r}/pulls/comments` beats `/repos/{o}/{r}/pulls/{n}`. */
  literals: number;
  operations: Record<string, Operation>;
}

/**
 * Checks requests against GitHub's published OpenAPI description of api.github.com (the
 * `@octokit/openapi` package): the method and path template exist, path parameters are well formed
 * (integers are digits, owner and repo are names), query parameters are declared by the operation
 * and integers where they must be, and a JSON body has every required field, with the declared
 * primitive types and no undeclared fields where the schema forbids them.
 */
export class OpenApiValidator {
  private readonly spec: OpenApi;
  private readonly routes: Route[];

  constructor() {
    // The package's index loads every variant (~400 MB); read only the api.github.com description.
    const file = createRequire(import.meta.url).resolve("@octokit/openapi/generated/api.github.com.json");
    this.spec = JSON.parse(readFileSync(file, "utf8")) as OpenApi;
    this.routes = Object.entries(this.spec.paths)
      .map(([template, operations]) => {
        const names: string[] = [];
        const source = template
          .split(/(\{[^}]+\})/)
          .map((part) => {
            const name = /^\{([^}]+)\}$/.exec(part)?.[1];
            if (name === undefined) return part.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
            names.push(name);
            return "([^/]+)";
          })
          .join("");
        const literals = template.split("/").filter((s) => s && !s.startsWith("{")).length;
        return { template, pattern: new RegExp(`^${source}$`), names, literals, operations };
      })
      .sort((a, b) => b.literals - a.literals);
  }

  check(request: RecordedRequest): RequestCheck {
    const method = request.method.toLowerCase();
    const route = this.routes.find((r) => r.pattern.test(request.path) && r.operations[method]);
    if (!route) {
      const anyMethod = this.routes.find((r) => r.pattern.test(request.path));
      return {
        params: {},
        problems: [anyMethod ? `${request.method} is not an operation of ${anyMethod.template}` : `${request.method} ${request.path} is no endpoint of api.github.com`],
      };
    }
    const operation = route.operations[method]!;
    const values = route.pattern.exec(request.path)!.slice(1).map(decodeURIComponent);
    const params = Object.fromEntries(route.names.map((n, i) => [n, values[i]!]));
    const problems: string[] = [];
    const declared = (operation.parameters ?? []).map((p) => this.resolve<Parameter>(p));
    for (const p of declared.filter((d) => d.in === "path")) {
      const value = params[p.name];
      if (value === undefined) problems.push(`path parameter ${p.name} is missing`);
      else problems.push(...this.valueProblems(`path parameter ${p.name}`, value, p, true));
    }
    for (const [name, value] of Object.entries(request.query)) {
      const p = declared.find((d) => d.in === "query" && d.name === name);
      if (!p) problems.push(`query parameter ${name} is not declared by ${operation.operationId}`);
      else problems.push(...this.valueProblems(`query parameter ${name}`, value, p, false));
    }
    for (const p of declared.filter((d) => d.in === "query" && d.required && !(d.name in request.query))) {
      problems.push(`required query parameter ${p.name} is missing`);
    }
    problems.push(...this.bodyProblems(operation, request.body));
    return { operationId: operation.operationId, template: route.template, params, problems };
  }

  private valueProblems(what: string, value: string, p: Parameter, inPath: boolean): string[] {
    const type = p.schema?.type;
    if (type === "integer" && !/^\d+$/.test(value)) return [`${what} must be an integer, got "${value}"`];
    if (p.schema?.enum && !p.schema.enum.includes(value)) return [`${what} must be one of ${p.schema.enum.join(", ")}, got "${value}"`];
    if (inPath && (p.name === "owner" || p.name === "repo") && !/^[A-Za-z0-9_.-]+$/.test(value)) return [`${what} is not a valid name: "${value}"`];
    if (inPath && value === "") return [`${what} is empty`];
    return [];
  }

  private bodyProblems(operation: Operation, body: unknown): string[] {
    if (!operation.requestBody) return body === undefined ? [] : [`${operation.operationId} takes no request body`];
    const requestBody = this.resolve<{ required?: boolean; content?: Record<string, { schema?: Schema }> }>(operation.requestBody);
    if (body === undefined) return requestBody.required ? [`${operation.operationId} requires a JSON body`] : [];
    const schema = requestBody.content?.["application/json"]?.schema;
    return schema ? this.schemaProblems("body", body, this.resolve<Schema>(schema)) : [];
  }

  private schemaProblems(where: string, value: unknown, schema: Schema): string[] {
    if (schema.type === "object") {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${where} must be an object`];
      const record = value as Record<string, unknown>;
      const problems = (schema.required ?? []).filter((k) => !(k in record)).map((k) => `${where}.${k} is required`);
      for (const [key, child] of Object.entries(record)) {
        const property = schema.properties?.[key];
        if (!property) {
          if (schema.additionalProperties === false) problems.push(`${where}.${key} is not a declared field`);
          continue;
        }
        problems.push(...this.schemaProblems(`${where}.${key}`, child, this.resolve<Schema>(property)));
      }
      return problems;
    }
    if (schema.type === "string" && typeof value !== "string") return [`${where} must be a string`];
    if (schema.type === "integer" && !Number.isInteger(value)) return [`${where} must be an integer`];
    if (schema.type === "boolean" && typeof value !== "boolean") return [`${where} must be a boolean`];
    if (schema.enum && !schema.enum.includes(value)) return [`${where} must be one of ${schema.enum.join(", ")}`];
    return [];
  }

  private resolve<T>(node: T | { $ref: string }): T {
    let current: unknown = node;
    while (typeof current === "object" && current !== null && "$ref" in current) {
      const path = (current as { $ref: string }).$ref.replace(/^#\//, "").split("/");
      current = path.reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], this.spec);
    }
    return current as T;
  }
}
