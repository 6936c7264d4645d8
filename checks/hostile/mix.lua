-- wrk request mix for scripts/soak.sh: per cycle of 10 requests, 2 × GET /healthz, 2 × GET
-- /v1/devices, 5 × POST /v1/layout (a seed document from examples/) and 1 × POST /v1/validate.
-- DELAY_MS (environment) makes each connection wait that long before each request, so a fixed
-- number of connections gives a bounded, roughly constant rate (wrk has no rate option; wrk2
-- is not packaged in Debian).
local seed = os.getenv("SEED_DOC")
local f = assert(io.open(seed, "rb"))
local document = f:read("*a")
f:close()
local delayMs = tonumber(os.getenv("DELAY_MS") or "0")
local json = { ["Content-Type"] = "application/json" }
local cycle
local i = 0
-- Global, so done() can read each thread's count with thread:get.
bad = 0

-- wrk.format at load time would miss the Host header wrk only sets up afterwards.
function init(args)
    cycle = {
        wrk.format("GET", "/healthz"),
        wrk.format("POST", "/v1/layout?device=iphone-6", json, document),
        wrk.format("GET", "/v1/devices"),
        wrk.format("POST", "/v1/layout?device=iphone-6&orientation=landscape", json, document),
        wrk.format("POST", "/v1/layout?device=iphone-6", json, document),
        wrk.format("GET", "/healthz"),
        wrk.format("POST", "/v1/validate", json, document),
        wrk.format("GET", "/v1/devices"),
        wrk.format("POST", "/v1/layout?device=iphone-6", json, document),
        wrk.format("POST", "/v1/layout?device=iphone-6&orientation=landscape", json, document),
    }
end

function request()
    i = i % #cycle + 1
    return cycle[i]
end

function response(status, headers, body)
    if status ~= 200 then bad = bad + 1 end
end

if delayMs > 0 then
    function delay() return delayMs end
end

-- wrk's own summary has no status breakdown; report the non-200 count per thread.
local threads = {}
function setup(thread) table.insert(threads, thread) end
function done(summary, latency, requests)
    local nonOK = 0
    for _, t in ipairs(threads) do nonOK = nonOK + (t:get("bad") or 0) end
    io.write(string.format("non200 %d\n", nonOK))
    io.write(string.format("p99us %d\n", latency:percentile(99)))
    io.write(string.format("requests %d\n", summary.requests))
end
