import { loadConfig, type Config } from '@athar/api/config';
import { ConfigError } from '@athar/server-kit/config';

/** The configuration for `npm start` and the operator scripts; a bad setting ends the process with its message. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
