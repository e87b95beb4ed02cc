export function missingClientAssets(buildDir: string): string[];
