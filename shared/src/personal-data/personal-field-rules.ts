/**
 * The personal fields of one event under one data subject (decision 99). A path is dotted (`customerInfo.email`);
 * `parent.*` is every text field of that object; a trailing `?` seals the field as one that reads as null once erased
 * (a date kept in a typed column).
 */
export interface PersonalFieldGroup {
  readonly subject: string | null | undefined;
  readonly paths: readonly string[];
}

/** What the log's sealing needs to know of the domain's events: the commands give it, the platform applies it. */
export interface PersonalDataRules {
  /** Which fields of this event are personal, and whose. */
  fieldsOf(event: { readonly type: string; readonly data: object }): readonly PersonalFieldGroup[];
  /** A guest (or a contact) that became an account's with this event: erasing the account erases it too. */
  mergeOf?(event: { readonly type: string; readonly data: object }): { from: string; into: string } | null;
}
