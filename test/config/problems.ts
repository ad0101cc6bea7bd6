import { expect } from "vitest";
import { UserError, UserErrors } from "../../src/errors.js";

/** The user errors `run` throws (one list for UserErrors); fails the test when it throws nothing or something else. */
export function problems(run: () => unknown): UserError[] {
  try {
    run();
  } catch (error) {
    if (error instanceof UserErrors) return error.errors;
    if (error instanceof UserError) return [error];
    throw error;
  }
  throw new Error("expected a UserError, but the input was accepted");
}

/** Asserts there is exactly one problem, at `file:line`, whose message and hint contain the given text. */
export function expectOnly(run: () => unknown, expected: { file: string; line: number; message: string; hint: string }): UserError {
  const found = problems(run);
  expect(found.map((p) => p.format())).toHaveLength(1);
  const [problem] = found as [UserError];
  expectProblem(problem, expected);
  return problem;
}

/** Asserts one problem's place, message and hint, through the text users see. */
export function expectProblem(problem: UserError | undefined, expected: { file: string; line: number; message: string; hint: string }): void {
  expect(problem).toBeDefined();
  const text = problem?.format() ?? "";
  expect(text).toContain(`${expected.file}:${expected.line}: `);
  expect(problem?.file).toBe(expected.file);
  expect(problem?.line).toBe(expected.line);
  expect(problem?.message).toContain(expected.message);
  expect(problem?.hint).toContain(expected.hint);
}

/** The one problem whose message contains `text`. */
export function find(found: UserError[], text: string): UserError | undefined {
  const matching = found.filter((p) => p.message.includes(text));
  expect(matching.map((p) => p.format())).toHaveLength(1);
  return matching[0];
}
