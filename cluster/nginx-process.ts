import fs from 'node:fs';
import path from 'node:path';
import { nginxConfig, type NginxLayout } from './nginx-config';
import { startProcess, type Managed } from './processes';

/**
 * nginx in the foreground under `layout.prefix` (its config, pid, logs, temp files and cache live
 * there). Started by root, its workers run as root too: as nobody they could not write the temp dirs.
 */
export function startNginx(layout: Omit<NginxLayout, 'user'>, env: NodeJS.ProcessEnv, echo = true): Managed {
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) {
    fs.mkdirSync(path.join(layout.prefix, dir), { recursive: true });
  }
  const file = path.join(layout.prefix, 'nginx.conf');
  const user = process.getuid?.() === 0 ? 'root' : undefined;
  fs.writeFileSync(file, nginxConfig({ ...layout, user }));
  return startProcess('nginx', 'nginx', ['-p', layout.prefix, '-c', file], env, echo);
}
