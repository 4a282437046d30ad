-- wrk script of the bench: optional fixed request count (after N responses the thread stops and
-- prints BENCH_STOP, on which bench/support/wrk.ts sends wrk the SIGINT that ends it; run with -t1),
-- non-2xx responses counted, and the result printed as one JSON line (latencies in microseconds).
local limit = 0
local responses = 0

init = function(args)
  limit = tonumber(args[1] or "0") or 0
end

response = function(status, headers, body)
  responses = responses + 1
  if limit > 0 and responses == limit then
    io.write("BENCH_STOP\n")
    io.flush()
    wrk.thread:stop()
  end
end

done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"durationUs":%d,"non2xx":%d,"socketErrors":%d,' ..
    '"p50":%d,"p90":%d,"p95":%d,"p99":%d,"max":%d,"mean":%.1f}\n',
    summary.requests, summary.duration, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(95), latency:percentile(99), latency.max, latency.mean))
end
