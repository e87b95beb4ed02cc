export const fontFilesPath: string;
export const SYSTEM_FONTS: string[];
export function fontFilesSource(families: readonly string[]): Promise<string>;
