const SHOWN_NAME_LENGTH = 5

/** Spec §9: a cell shows the first five characters of the file name and an ellipsis. */
export const shortFileName = (name: string) =>
  name.length > SHOWN_NAME_LENGTH ? `${name.slice(0, SHOWN_NAME_LENGTH)}...` : name
