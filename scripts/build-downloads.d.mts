import type { DownloadsInfo } from "../core/downloads";

export function excludedFromSource(relative: string): boolean;
export const requiredSourceFiles: readonly string[];
export function sourceFiles(root?: string): string[];
export function buildExtension(outDir: string, root?: string): Promise<{ version: string; manifest_version: number }>;
export function buildDownloads(options?: { buildDir?: string; root?: string }): Promise<NonNullable<DownloadsInfo>>;
