import { UserError } from "../../src/errors.js";
/** The rejection of `promise`, failing the test unless it is a UserError. */
export declare function userError(promise: Promise<unknown>): Promise<UserError>;
