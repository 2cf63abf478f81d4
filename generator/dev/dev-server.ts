export async function runDev(_args: readonly string[]): Promise<0 | 1> {
  return 0;
}
