# Reads a --mlir-timing report and says whether its entries (between the
# column header and "Rest") form a list: none indented, wall times (the last
# time column) never rising.  Prints each offending entry, then the count.
/----Name----/ { inside = 1; next }
inside && / Rest$/ { inside = 0 }
inside {
  name = $0
  sub(/^.*%\)  /, "", name)
  times = substr($0, 1, length($0) - length(name))
  gsub(/\( *[0-9.]+%\)/, "", times)
  n = split(times, columns, " ")
  wall = columns[n] + 0
  if (name ~ /^ /)
    print "indented: " name
  if (entries > 0 && wall > previous)
    print "not sorted: " name
  previous = wall
  ++entries
}
END { print "entries: " entries + 0 }
