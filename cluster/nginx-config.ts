export interface NginxLayout {
  /** nginx's prefix: its pid, logs and temp files live here */
  prefix: string;
  webPort: number;
  payPort: number;
  apiPorts: number[];
  payUpstreamPort: number;
  /** nginx started by root hands its workers to this user, who must write the temp dirs */
  user?: string;
}

/**
 * The load balancer of `npm run cluster`: round robin over the api instances (with a retry on the
 * next one when an instance is down), the payment host on its own port, /metrics never public.
 * X-Forwarded-For is overwritten, not appended, so a client cannot forge its address for the
 * per-IP rate limits (nginx listens on loopback, which the api's default TRUST_PROXY trusts).
 */
export function nginxConfig(layout: NginxLayout): string {
  const proxy = (upstream: string) => `
      proxy_pass http://${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;`;
  return `${layout.user ? `user ${layout.user};` : ''}
worker_processes 1;
daemon off;
pid ${layout.prefix}/nginx.pid;
error_log ${layout.prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${layout.prefix}/client_body;
  proxy_temp_path ${layout.prefix}/proxy;
  fastcgi_temp_path ${layout.prefix}/fastcgi;
  uwsgi_temp_path ${layout.prefix}/uwsgi;
  scgi_temp_path ${layout.prefix}/scgi;
  client_max_body_size 8m;
  upstream athar_api {
${layout.apiPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  upstream athar_pay {
    server 127.0.0.1:${layout.payUpstreamPort};
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${layout.webPort};
    location = /metrics { return 404; }
    location / {${proxy('athar_api')}
    }
  }
  server {
    listen 127.0.0.1:${layout.payPort};
    location = /metrics { return 404; }
    location / {${proxy('athar_pay')}
    }
  }
}
`;
}
