// The nginx configuration `npm run load` runs, and the one the README's "Scaling out" section
// shows: round robin over the instances, each marked down for 10 s after three failed requests.
// nginx (the open-source package) checks upstreams passively, by the requests it sends them.
// Idle connections to an instance are dropped after 4 s, before Node's own 5 s keep-alive timeout
// closes them: a request sent on a connection the instance has just closed fails, and counted as
// the survivor's failure just after the other instance was killed, it left nginx none alive.
//
// `proxy_next_upstream error timeout http_502 http_503` passes a request that could not be
// delivered to the next instance. A write the dead instance may have received must not be passed
// on: it may have been done before the instance died, and doing it again would be a second claim,
// certificate or payment. Without `non_idempotent` nginx keeps POST and PATCH to the first
// instance, but it takes PUT and DELETE to be idempotent and passes them on; ClaimCert's saves
// (PUT with the copy's updated_at) are not — the second would answer "changed by someone else" to
// a save that was done. So PUT and DELETE go through @once, which never passes a request on (up
// to three in ten seconds, those that find the dead instance before it is marked down, answer 502).
// A write that answers 502 may or may not have been done: the user's next look shows which (as
// the load's simulated users check).
export function nginxConfig(options: { listen: number; upstreams: number[]; dir: string }): string {
  const { listen, upstreams, dir } = options;
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 30m;

  upstream claimcert {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=3 fail_timeout=10s;`).join('\n')}
    keepalive 32;
    keepalive_timeout 4s;
  }

  server {
    listen 127.0.0.1:${listen};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Request-Id $request_id;
    proxy_connect_timeout 2s;
    proxy_read_timeout 120s;

    location / {
      error_page 418 = @once;
      if ($request_method ~ ^(PUT|DELETE)$) { return 418; }
      proxy_pass http://claimcert;
      proxy_next_upstream error timeout http_502 http_503;
    }
    location @once {
      proxy_pass http://claimcert;
      proxy_next_upstream off;
    }
  }
}
`;
}
