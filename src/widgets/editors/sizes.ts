/** The original editors' heights: code editor 240px; markdown editor 300px, never under 200; rich-text editor 300. */
export const CODE_EDITOR_HEIGHT = 240
export const MARKDOWN_HEIGHT = 300
export const MARKDOWN_MIN_HEIGHT = 200
export const RICH_TEXT_HEIGHT = 300
