/** A section proposed for a question, as the report and the drafts name it. */
export interface ProposedPlace {
  sourceId: string;
  /** Repository path of the section's document. */
  document: string;
  /** The section's whole heading path; empty for text before the first heading. */
  heading: string[];
  /** First line of the section, for `file:line`. */
  line: number;
}

/** A question people asked and the sections proposed to answer it: a golden-set entry for a person to confirm. */
export interface AskedProposal {
  /** `asked-` and 12 hex digits of the question (whitespace runs as one space): the same question gives the same id. */
  id: string;
  /** The question verbatim (its ends trimmed). */
  question: string;
  /** Line of the questions file it starts on. */
  line: number;
  /** The section the entry's heading key names: the best-ranked candidate a heading key can name. */
  keyed: ProposedPlace;
  /** The other candidates, best first, for the person confirming. */
  others: ProposedPlace[];
}
