/** The markup content text may hold: « [a link](/path) » and « **bold** ». */
export const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

/** The text without its markup (meta descriptions, search, the route manifest's FAQ answers). */
export const plainText = (text: string) =>
  text.replace(TOKEN, (_m, label: string | undefined, _h, bold: string | undefined) => label ?? bold ?? '');
