import { ConfigError, loadConfig, type Config } from '@athar/api/config';

/** The running app's configuration for the operator scripts (cash, sms, reconcile); exits on errors. */
export function operatorConfig(): Config {
  try {
    return loadConfig();
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
