import { UserError } from "../../src/errors.js";
/** The user errors `run` throws (one list for UserErrors); fails the test when it throws nothing or something else. */
export declare function problems(run: () => unknown): UserError[];
/** Asserts there is exactly one problem, at `file:line`, whose message and hint contain the given text. */
export declare function expectOnly(run: () => unknown, expected: {
    file: string;
    line: number;
    message: string;
    hint: string;
}): UserError;
/** Asserts one problem's place, message and hint, through the text users see. */
export declare function expectProblem(problem: UserError | undefined, expected: {
    file: string;
    line: number;
    message: string;
    hint: string;
}): void;
/** The one problem whose message contains `text`. */
export declare function find(found: UserError[], text: string): UserError | undefined;
