const SHOWN_NAME_LENGTH = 5

/** A table cell shows the first five characters of the file name and an ellipsis, as JEditableTable's upload cell does. */
export const shortFileName = (name: string) =>
  name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}...` : name
