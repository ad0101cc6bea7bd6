import type { FakeGitHub } from "./fakeGitHub.js";
/**
 * Registers an `afterEach` that closes every fake GitHub server tracked during the test and fails
 * the test if any request the action made was not one GitHub's OpenAPI description knows, well
 * formed. Returns `track`, which records the server of a started run and passes the run through.
 */
export declare function trackFakeGitHub(): <T extends {
    github: FakeGitHub;
}>(value: Promise<T>) => Promise<T>;
