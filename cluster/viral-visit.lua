-- wrk script of `npm run cluster -- --viral` (cluster/viral-visitors.ts): every connection is a
-- visitor without cookies asking, in turn, what a phone opening the shared link asks — the page's
-- HTML shell, then its api calls; before each shell (a page view) a connection may wait `pause` ms,
-- as a visitor reads the page before the next one arrives. Arguments: the pause in milliseconds,
-- the api signature, the page's path, the calls' paths.
-- Prints one JSON line: counts, latencies (microseconds), statuses and nginx's X-Cache-Status.
local requests = {}
local next_request = 1
local pause = 0
statuses = {}
cache = {}

local BROWSER = "Mozilla/5.0 (Linux; Android 10)"

init = function(args)
  pause = tonumber(args[1]) or 0
  local signature = args[2]
  for index = 3, #args do
    local headers = { ["Accept-Encoding"] = "gzip, deflate, br", ["User-Agent"] = BROWSER }
    if index == 3 then
      headers["Accept"] = "text/html,application/xhtml+xml"
    else
      headers["Accept"] = "application/json"
      headers["X-Api-Signature"] = signature
    end
    requests[#requests + 1] = wrk.format("GET", args[index], headers)
  end
end

-- wrk asks delay() before each request: the next one is a page view's shell
delay = function()
  if next_request == 1 then return pause end
  return 0
end

request = function()
  local chosen = requests[next_request]
  next_request = next_request % #requests + 1
  return chosen
end

response = function(status, headers, body)
  local key = tostring(status)
  statuses[key] = (statuses[key] or 0) + 1
  local state = headers["X-Cache-Status"] or headers["x-cache-status"]
  if state then cache[state] = (cache[state] or 0) + 1 end
end

local threads = {}
setup = function(thread)
  threads[#threads + 1] = thread
end

local function json_counts(name)
  local merged = {}
  for _, thread in ipairs(threads) do
    for key, count in pairs(thread:get(name) or {}) do merged[key] = (merged[key] or 0) + count end
  end
  local parts = {}
  for key, count in pairs(merged) do parts[#parts + 1] = string.format('"%s":%d', key, count) end
  return "{" .. table.concat(parts, ",") .. "}"
end

done = function(summary, latency, _)
  local errors = summary.errors
  io.write(string.format(
    'VIRAL_JSON {"requests":%d,"durationUs":%d,"httpErrors":%d,"socketErrors":%d,' ..
    '"p50":%d,"p99":%d,"max":%d,"statuses":%s,"cache":%s}\n',
    summary.requests, summary.duration, errors.status,
    errors.connect + errors.read + errors.write + errors.timeout,
    latency:percentile(50), latency:percentile(99), latency.max,
    json_counts("statuses"), json_counts("cache")))
end
