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
/**
 * Checks requests against GitHub's published OpenAPI description of api.github.com (the
 * `@octokit/openapi` package): the method and path template exist, path parameters are well formed
 * (integers are digits, owner and repo are names), query parameters are declared by the operation
 * and integers where they must be, and a JSON body has every required field, with the declared
 * primitive types and no undeclared fields where the schema forbids them.
 */
export declare class OpenApiValidator {
    private readonly spec;
    private readonly routes;
    constructor();
    check(request: RecordedRequest): RequestCheck;
    private valueProblems;
    private bodyProblems;
    private schemaProblems;
    private resolve;
}
