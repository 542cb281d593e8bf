/**
 * The marks sheets print before a list item or a field's label, as one regex character-class body: bullets (•, ●, ·,
 * ▪, ■, □, ◦, ◼), diamonds (◆, ◇, ❖), arrowheads (►, ▶, ➢, ➤) and check marks (✓, ✔, ☑) — Brazilian FISPQ and many
 * word-processor templates mark their items with ✓ or ➢ where others print • — and the Symbol/Wingdings bullets a
 * text layer gives as private-use characters (U+F0B7, U+F0A7, U+F0D8). Dashes, asterisks and colons are left to each
 * reader: what they mean depends on where they stand.
 */
export const LIST_MARKS = "•●·▪■□◦◼◆◇❖►▶➢➤✓✔☑\\uF000-\\uF0FF";
