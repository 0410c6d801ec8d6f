-- Counts the answers of a wrk run by status and prints them after the run as one line: "statuses 200=N 404=M".
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  statuses = {}
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  io.write("statuses")
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      io.write(" ", status, "=", count)
    end
  end
  io.write("\np99_us ", latency:percentile(99), "\n")
end
