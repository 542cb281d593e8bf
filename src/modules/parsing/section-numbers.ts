/**
 * A sub-section's number as the section readers meet it at a line's start ("2.2 Label elements", "1.3. Details of
 * the supplier"): one shape for every reader that stops at, or steps over, the next sub-section.
 */

/** A sub-section's number: a section number, a dot and the sub-section's ("2.2", "1.3", "14.1"), no spaces between. */
export const SUBSECTION_NUMBER = "\\d{1,2}\\.\\d{1,2}";

/** A (trimmed) line opening with a sub-section's number, a dot perhaps after it ("1.2 Relevant identified uses", "2.1. Classification"). */
export const STARTS_WITH_SUBSECTION = new RegExp(`^${SUBSECTION_NUMBER}\\.?\\s`);

/**
 * A (trimmed) line opening with a section's or sub-section's number and a space ("1 Identification", "1.2 Uses",
 * "1.1.2. Trade name"): a numbered heading or field, no plain value.
 */
export const NUMBERED_LEAD = /^\d{1,2}(?:\.\d{1,2})*\.?\s/;
