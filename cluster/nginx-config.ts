export interface NginxLayout {
  /** nginx's prefix: its pid, logs and temp files live here */
  prefix: string;
  webPort: number;
  payPort: number;
  apiPorts: number[];
  payUpstreamPort: number;
  /** nginx started by root hands its workers to this user, who must write the temp dirs */
  user?: string;
  /** the shared cache of anonymous reads (on unless false: the viral-link check measures both) */
  cache?: boolean;
}

/** Never through the cache, whatever their headers say: signed calls, accounts, the charity console. */
export const PERSONAL_PATHS = '^/(athar/)?api/(internal|users|charity)(/|$)';

/**
 * The shared cache's zone, and what makes a request personal: a bearer token, or the web app's
 * `user` or `staff` session cookie (apps/web/src/lib/*session-cookie.ts). The answer's encoding and
 * Save-Data (a smaller picture) are part of the key, and so is the API signature: an unsigned call
 * must reach the api, which refuses it, rather than a signed call's cached answer.
 */
export function sharedCache(path: string): string {
  return `
  proxy_cache_path ${path} levels=1:2 keys_zone=athar_public:10m max_size=256m inactive=10m use_temp_path=off;
  map "$http_authorization$cookie_user$cookie_staff" $athar_personal { "" 0; default 1; }
  # a reload, or the web app's reads just after the visitor's own change (apps/web/src/lib/fresh-reads.ts)
  map $http_cache_control $athar_fresh { ~*(no-cache|max-age=0) 1; default 0; }
  map $http_accept_encoding $athar_encoding { ~*\\bbr\\b br; ~*\\bgzip\\b gzip; default ""; }`;
}

/**
 * Anonymous GET and HEAD answers are kept as long as the api's Cache-Control allows (s-maxage: a few
 * seconds for public reads; nothing without it, as proxy_cache_valid is not set), one request fills
 * an entry while the others wait for it (lock) or, once it expired, get the stale copy meanwhile.
 * Expired entries are revalidated with their ETag. X-Cache-Status says what happened.
 */
export const CACHED_READS = `
      proxy_cache athar_public;
      proxy_cache_key "$scheme://$host$request_uri|$athar_encoding|$http_save_data|$http_x_api_signature";
      proxy_cache_methods GET HEAD;
      proxy_cache_bypass $athar_personal $athar_fresh;
      proxy_no_cache $athar_personal;
      proxy_cache_lock on;
      # nginx polls a lock every 500 ms: a cold entry's waiters look again after 50 ms (filled by
      # then: a HIT), or else go to the api uncached, rather than a viral burst's first visitors waiting 0.5 s
      proxy_cache_lock_timeout 50ms;
      proxy_cache_use_stale updating error timeout http_502 http_503;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;`;

/**
 * The load balancer of `npm run cluster`: round robin over the api instances (with a retry on the
 * next one when an instance is down), the payment host on its own port, /metrics never public.
 * X-Forwarded-For is overwritten, not appended, so a client cannot forge its address for the
 * per-IP rate limits (nginx listens on loopback, which the api's default TRUST_PROXY trusts).
 * Anonymous reads go through a short shared cache (docs/PERFORMANCE.md: a viral campaign link).
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
  const cache = layout.cache !== false;
  return `${layout.user ? `user ${layout.user};` : ''}
worker_processes auto;
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
  client_max_body_size 8m;${cache ? sharedCache(`${layout.prefix}/cache`) : ''}
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
    location ~ ${PERSONAL_PATHS} {${proxy('athar_api')}
    }
    location / {${proxy('athar_api')}${cache ? CACHED_READS : ''}
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
