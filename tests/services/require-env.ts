/** A variable the real-service tests cannot run without: they fail, saying which, rather than skip. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: these tests talk to the real service (see README, "Optional services").`);
  return value;
}
